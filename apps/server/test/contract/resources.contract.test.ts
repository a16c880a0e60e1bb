/*
 * The contract with the specification's web client: each test sends one call of part 2 section 7 exactly as
 * it is written there and asserts every field the client reads (section 7's "Reads", section 3's fields).
 * A change that breaks one of these tests is a breaking change, whatever the route's own tests say.
 */
import { describe, expect, it } from 'vitest';
import { publishedResource, resourceFields, resourcePeople, samplePdf, uploadResource } from '../resources';
import { createTestApp } from '../test-app';

/** Section 3's resource: the fields the spec's cards, tables and forms read. */
const SECTION_3 = [
  '_id',
  'title',
  'description',
  'category',
  'tags',
  'uploadedBy',
  'isVerified',
  'averageRating',
  'totalRatings',
  'downloads',
  'views',
  'fileName',
  'fileExtension',
  'fileSize',
  'createdAt',
] as const;

type Person = { id: string; name: string; email: string };

describe('contract: resources (part 2 section 7)', async () => {
  const { app, clock } = await createTestApp();
  const { student, alumni, otherAlumni, admin } = await resourcePeople(app);
  const upload = (title: string) => ({ fields: resourceFields({ title }) });
  const publish = async (uploader: typeof alumni, title: string) => {
    clock.advance(1000);
    return publishedResource(app, uploader.headers, admin.headers, upload(title));
  };
  const first = await publish(alumni, 'Contract First');
  const second = await publish(alumni, 'Contract Second');
  clock.advance(1000);
  const pending = await uploadResource(app, alumni.headers, upload('Contract Pending'));
  const others = await publish(otherAlumni, 'Contract Others');

  const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });

  /** The array the client reads, each item with every section-3 field. */
  function itemsOf(response: Awaited<ReturnType<typeof get>>) {
    expect(response.statusCode).toBe(200);
    const body: unknown = response.json();
    expect(Array.isArray(body)).toBe(true);
    return body as Array<Record<string, unknown>>;
  }

  /** Section 3's fields of one resource as uploaded by the test's helper; the e-mail only for those who see it. */
  const expected = (
    id: string,
    title: string,
    status: 'published' | 'pending',
    by: Person,
    email: string,
  ) => ({
    _id: id,
    title,
    description: resourceFields().description,
    category: resourceFields().category,
    tags: ['Graphs', 'DSA'],
    uploadedBy: { _id: by.id, name: by.name, email },
    isVerified: status === 'published',
    averageRating: 0,
    totalRatings: 0,
    downloads: 0,
    views: 0,
    fileName: 'notes.pdf',
    fileExtension: 'pdf',
    fileSize: samplePdf().length,
    createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  });
  const sectionThree = (items: Array<Record<string, unknown>>) =>
    items.map((item) => Object.fromEntries(SECTION_3.map((field) => [field, item[field]])));

  it('GET /resources: a student gets the array of the verified ones, newest first', async () => {
    const items = itemsOf(await get('/api/resources', student.headers));
    expect(sectionThree(items)).toEqual([
      expected(others._id, 'Contract Others', 'published', otherAlumni, ''),
      expected(second._id, 'Contract Second', 'published', alumni, ''),
      expected(first._id, 'Contract First', 'published', alumni, ''),
    ]);
  });

  it('GET /resources: an alumni gets the array of their own, pending ones too', async () => {
    const items = itemsOf(await get('/api/resources', alumni.headers));
    expect(sectionThree(items)).toEqual([
      expected(pending._id, 'Contract Pending', 'pending', alumni, alumni.email),
      expected(second._id, 'Contract Second', 'published', alumni, alumni.email),
      expected(first._id, 'Contract First', 'published', alumni, alumni.email),
    ]);
  });

  it('GET /resources/admin/all: an admin gets the array of every resource', async () => {
    const items = itemsOf(await get('/api/resources/admin/all', admin.headers));
    expect(sectionThree(items)).toEqual([
      expected(others._id, 'Contract Others', 'published', otherAlumni, otherAlumni.email),
      expected(pending._id, 'Contract Pending', 'pending', alumni, alumni.email),
      expected(second._id, 'Contract Second', 'published', alumni, alumni.email),
      expected(first._id, 'Contract First', 'published', alumni, alumni.email),
    ]);
  });

  it('GET /placement-resources: the admin dashboard gets the array of every resource, newest first', async () => {
    const items = itemsOf(await get('/api/placement-resources', admin.headers));
    expect(sectionThree(items)).toEqual(
      sectionThree(itemsOf(await get('/api/resources/admin/all', admin.headers))),
    );
    expect(items.map((item) => item._id)).toEqual([others._id, pending._id, second._id, first._id]);
  });
});
