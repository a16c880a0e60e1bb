/*
 * The contract with the specification's web client: each test sends one call of part 2 section 7 exactly as
 * it is written there and asserts every field the client reads (section 7's "Reads", section 3's fields).
 * A change that breaks one of these tests is a breaking change, whatever the route's own tests say.
 */
import { RESOURCE_MESSAGES } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import {
  publishedResource,
  resourceFields,
  resourcePeople,
  samplePdf,
  upload,
  uploadResource,
} from '../resources';
import { createTestApp } from '../test-app';

type Headers = Record<string, string>;
type Item = Record<string, unknown> & { _id: string };

/** The fields the spec's cards, tables and forms read of a resource (section 3). */
const sectionThree = (overrides: Record<string, unknown> = {}) => ({
  _id: expect.any(String),
  title: expect.any(String),
  description: expect.any(String),
  category: expect.any(String),
  tags: expect.any(Array),
  uploadedBy: { _id: expect.any(String), name: expect.any(String), email: expect.any(String) },
  isVerified: expect.any(Boolean),
  averageRating: expect.any(Number),
  totalRatings: expect.any(Number),
  downloads: expect.any(Number),
  views: expect.any(Number),
  fileName: expect.any(String),
  fileExtension: expect.any(String),
  fileSize: expect.any(Number),
  createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  ...overrides,
});

/** What the spec's client takes as the saved file's name: the Content-Disposition header's filename. */
function filenameOf(disposition: string | undefined): string | undefined {
  return disposition?.match(/filename="([^"]*)"/)?.[1];
}

describe('contract: resource actions (part 2 section 7)', async () => {
  const { app, clock } = await createTestApp();
  const { student, otherStudent, alumni, admin } = await resourcePeople(app);
  const pdf = samplePdf('Contract Download');
  const publish = (title: string, fileName = 'notes.pdf') => {
    clock.advance(1000);
    return publishedResource(app, alumni.headers, admin.headers, {
      fields: resourceFields({ title }),
      file: { filename: fileName, content: pdf },
    });
  };
  const toDownload = await publish('Contract Download', 'Graph notes.pdf');
  const toRate = await publish('Contract Rate');
  const toEdit = await publish('Contract Edit');
  const toDelete = await publish('Contract Delete');
  const toDeleteByAdmin = await publish('Contract Admin Delete');
  const toUnpublish = await publish('Contract Unpublish');
  clock.advance(1000);
  const toPublish = await uploadResource(app, alumni.headers, {
    fields: resourceFields({ title: 'Contract Publish' }),
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const list = async (headers: Headers, url = '/api/resources') => {
    const response = await call('GET', url, headers);
    expect(response.statusCode).toBe(200);
    return response.json() as Item[];
  };
  const itemIn = async (headers: Headers, id: string, url?: string) =>
    (await list(headers, url)).find((item) => item._id === id);

  it('GET /resources/{id}/download-file answers the file, its name in Content-Disposition, and counts it', async () => {
    const response = await call('GET', `/api/resources/${toDownload._id}/download-file`, student.headers);
    expect(response.statusCode).toBe(200);
    // The blob: the stored bytes exactly, as the type the upload was judged to be.
    expect(response.rawPayload.equals(pdf)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(filenameOf(response.headers['content-disposition'] as string)).toBe('Graph notes.pdf');
    // The fallback the client uses when the header is not readable: fileName, or title plus extension.
    expect(await itemIn(student.headers, toDownload._id)).toMatchObject(
      sectionThree({
        fileName: 'Graph notes.pdf',
        fileExtension: 'pdf',
        title: 'Contract Download',
        downloads: 1,
      }),
    );
  });

  it('POST /resources/{id}/rate {rating} is shown as the averageRating and totalRatings of the card', async () => {
    const first = await call('POST', `/api/resources/${toRate._id}/rate`, student.headers, { rating: 5 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true });
    const second = await call('POST', `/api/resources/${toRate._id}/rate`, otherStudent.headers, {
      rating: 4,
    });
    expect(second.statusCode).toBe(200);
    expect(await itemIn(student.headers, toRate._id)).toMatchObject(
      sectionThree({ _id: toRate._id, averageRating: 4.5, totalRatings: 2 }),
    );
    // The uploader's own list shows the same numbers.
    expect(await itemIn(alumni.headers, toRate._id)).toMatchObject({ averageRating: 4.5, totalRatings: 2 });
  });

  it('POST /resources multipart "file, title, description, category, tags (JSON list)" answers its message', async () => {
    const fields = resourceFields({
      title: 'Contract Upload',
      description: 'Uploaded with the file part first.',
      category: 'Interview Questions',
      tags: JSON.stringify(['Arrays', 'Strings']),
    });
    const response = await upload(app, alumni.headers, {
      fields,
      file: { filename: 'questions.pdf', content: samplePdf('Questions') },
      fileAt: 0,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(RESOURCE_MESSAGES.uploaded);
    expect(await itemIn(alumni.headers, body.data._id)).toMatchObject(
      sectionThree({
        _id: body.data._id,
        title: 'Contract Upload',
        description: 'Uploaded with the file part first.',
        category: 'Interview Questions',
        tags: ['Arrays', 'Strings'],
        uploadedBy: { _id: alumni.id, name: alumni.name, email: alumni.email },
        isVerified: false,
        averageRating: 0,
        totalRatings: 0,
        downloads: 0,
        views: 0,
        fileName: 'questions.pdf',
        fileExtension: 'pdf',
      }),
    );
  });

  it('PUT /resources/{id} {title, description, category, tags} stores the four fields', async () => {
    const edit = {
      title: 'Contract Edited',
      description: 'A better description.',
      category: 'Coding Practice',
      tags: ['Edited', 'DP'],
    };
    const response = await call('PUT', `/api/resources/${toEdit._id}`, alumni.headers, edit);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
    expect(await itemIn(alumni.headers, toEdit._id)).toMatchObject(
      sectionThree({ _id: toEdit._id, ...edit, fileName: 'notes.pdf' }),
    );
  });

  it('DELETE /resources/{id} removes it, for its uploader and for an admin', async () => {
    const own = await call('DELETE', `/api/resources/${toDelete._id}`, alumni.headers);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ success: true });
    const byAdmin = await call('DELETE', `/api/resources/${toDeleteByAdmin._id}`, admin.headers);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ success: true });

    const gone = [toDelete._id, toDeleteByAdmin._id];
    for (const ids of [
      (await list(alumni.headers)).map((item) => item._id),
      (await list(student.headers)).map((item) => item._id),
      (await list(admin.headers, '/api/resources/admin/all')).map((item) => item._id),
    ]) {
      expect(ids).not.toContain(gone[0]);
      expect(ids).not.toContain(gone[1]);
    }
  });

  it('PUT /resources/admin/{id}/verify {isVerified} publishes for students and unpublishes', async () => {
    const published = await call('PUT', `/api/resources/admin/${toPublish._id}/verify`, admin.headers, {
      isVerified: true,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ success: true });
    expect(await itemIn(student.headers, toPublish._id)).toMatchObject(
      sectionThree({ _id: toPublish._id, isVerified: true }),
    );

    const unpublished = await call('PUT', `/api/resources/admin/${toUnpublish._id}/verify`, admin.headers, {
      isVerified: false,
    });
    expect(unpublished.statusCode).toBe(200);
    expect(unpublished.json()).toMatchObject({ success: true });
    expect(await itemIn(student.headers, toUnpublish._id)).toBeUndefined();
    // The admin table shows both with their new state.
    expect(await itemIn(admin.headers, toUnpublish._id, '/api/resources/admin/all')).toMatchObject(
      sectionThree({ _id: toUnpublish._id, isVerified: false }),
    );
    expect(await itemIn(admin.headers, toPublish._id, '/api/resources/admin/all')).toMatchObject({
      isVerified: true,
    });
  });
});
