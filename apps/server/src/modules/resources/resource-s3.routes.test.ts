import { RESOURCE_MESSAGES as M } from '@mentorbridge/shared';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  compoundFile,
  publishedResource,
  resourceFields,
  resourcePeople,
  upload,
} from '../../../test/resources';
import { startS3Server, useS3rverCredentials } from '../../../test/s3-server';
import { createTestApp } from '../../../test/test-app';
import { S3FileStorage } from '../../platform/storage/s3-storage';
import { docxDocument, pdfDocument } from './demo-files';

const MB = 1024 * 1024;

describe('resources on an S3-compatible store (s3rver)', async () => {
  const server = await startS3Server();
  useS3rverCredentials();
  const { app } = await createTestApp();
  const storage = new S3FileStorage({
    bucket: server.bucket,
    region: 'us-east-1',
    endpoint: server.endpoint,
  });
  app.ctx.storage = storage;
  const { student, alumni, admin } = await resourcePeople(app);
  afterAll(async () => {
    await storage.close();
    await server.close();
    vi.unstubAllEnvs();
  });

  it('uploads, downloads and deletes through the bucket', async () => {
    for (const [filename, content, type] of [
      ['notes.pdf', pdfDocument('S3 Notes', ['Stored in a bucket.']), 'application/pdf'],
      [
        'cv.docx',
        docxDocument('CV', ['Line'], { contentTypesLast: true }),
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      ['old.doc', compoundFile('WordDocument', 100_000), 'application/msword'],
    ] as const) {
      const before = await server.filesOnDisk();
      const resource = await publishedResource(app, alumni.headers, admin.headers, {
        file: { filename, content },
      });
      expect((await server.filesOnDisk()).length).toBeGreaterThan(before.length);
      const download = await app.inject({
        method: 'GET',
        url: `/api/resources/${resource._id}/download-file`,
        headers: student.headers,
      });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe(type);
      expect(download.headers['content-length']).toBe(String(content.length));
      expect(download.rawPayload).toEqual(content);

      const removed = await app.inject({
        method: 'DELETE',
        url: `/api/resources/${resource._id}`,
        headers: alumni.headers,
      });
      expect(removed.statusCode).toBe(200);
      expect(await server.filesOnDisk()).toEqual(before);
    }
  });

  it('takes the file first, and removes it from the bucket when the fields after it refuse the upload', async () => {
    const objects = async () =>
      (await server.filesOnDisk()).filter((name) => !name.startsWith('._S3rver_uploads/'));
    const before = await objects();
    const noTitle = resourceFields();
    delete noTitle.title;
    const refused = await upload(app, alumni.headers, { fields: noTitle, fileAt: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(M.titleRequired);
    expect(await objects()).toEqual(before);

    const content = pdfDocument('First in S3', ['The file came first.']);
    const accepted = await upload(app, alumni.headers, {
      fields: resourceFields({ title: 'File First In S3' }),
      file: { filename: 'first.pdf', content },
      fileAt: 0,
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().data.title).toBe('File First In S3');
    const download = await app.inject({
      method: 'GET',
      url: `/api/resources/${accepted.json().data._id}/preview`,
      headers: alumni.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(content);
  });

  it('keeps nothing in the bucket from an 11 MB upload or a refused container', async () => {
    // s3rver does not implement AbortMultipartUpload, so parts remain: what counts is that no object appears.
    const objects = async () =>
      (await server.filesOnDisk()).filter((name) => !name.startsWith('._S3rver_uploads/'));
    const sent: string[] = [];
    storage.client.middlewareStack.add(
      (next, context) => (args) => {
        sent.push(context.commandName as string);
        return next(args);
      },
      { step: 'initialize', name: 'recordResourceCommands' },
    );
    const before = await objects();
    const big = await upload(app, alumni.headers, {
      file: {
        filename: 'big.pdf',
        content: Buffer.concat([pdfDocument('Big', ['x']), Buffer.alloc(11 * MB, 0x41)]),
      },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(M.fileSize);
    const installer = await upload(app, alumni.headers, {
      file: { filename: 'setup.doc', content: compoundFile('SummaryInformation', 6 * MB) },
    });
    expect(installer.statusCode).toBe(415);
    expect(await objects()).toEqual(before);
    expect(sent.filter((name) => name === 'AbortMultipartUploadCommand')).toHaveLength(2);
    expect(sent).not.toContain('CompleteMultipartUploadCommand');
    expect(sent).not.toContain('PutObjectCommand');
  });
});
