import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { S3FileStorage } from '../src/platform/storage/s3-storage';
import { bearer, createUserWithProfile } from '../test/factories';
import { multipartForm, resourceFields, samplePdf } from '../test/resources';
import { startS3Server, useS3rverCredentials } from '../test/s3-server';
import { within } from '../test/second-instance';
import { createFaultApp, filesUnder, rows, sleep } from './fault-app';
import { startPartialUpload } from './raw-upload';

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('a request killed mid-upload', async () => {
  const { app, direct, filesDir, logs } = await createFaultApp();
  const alumni = await createUserWithProfile(app, 'alumni');
  const student = await createUserWithProfile(app, 'student');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;

  it('leaves no file, temporary or whole, and no resource row', async () => {
    const upload = await startPartialUpload({
      port,
      path: '/api/resources',
      token: alumni.token,
      fields: resourceFields({ title: 'Killed upload' }),
      field: 'file',
      filename: 'notes.pdf',
      contentType: 'application/pdf',
      head: samplePdf('Killed'),
      declaredFileBytes: 8 * 1024 * 1024,
    });
    // Stream until the store has begun writing the file: the kill lands in the middle of the upload.
    expect(
      await within(10_000, async () => {
        await upload.more(64 * 1024);
        return (await filesUnder(filesDir)).length > 0;
      }),
    ).toBe(true);
    expect((await filesUnder(filesDir)).every((file) => file.endsWith('.tmp'))).toBe(true);
    upload.kill();

    expect(await within(5_000, async () => (await filesUnder(filesDir)).length === 0)).toBe(true);
    await sleep(200);
    expect(await filesUnder(filesDir)).toEqual([]);
    expect(await rows(direct, sql`select id from resources`)).toEqual([]);
    expect(upload.received()).toBe('');
    expect(logs.filter((line) => line.level >= 50)).toEqual([]);

    const form = multipartForm(resourceFields({ title: 'Whole upload' }), { content: samplePdf('Whole') });
    const whole = await app.inject({
      method: 'POST',
      url: '/api/resources',
      headers: { ...bearer(alumni.token), ...form.headers },
      payload: form.payload,
    });
    expect(whole.statusCode).toBe(201);
    expect(await filesUnder(filesDir)).toHaveLength(1);
    expect(await rows(direct, sql`select title from resources`)).toEqual([{ title: 'Whole upload' }]);
  });

  it('leaves no avatar file and the profile picture unchanged', async () => {
    const before = await filesUnder(filesDir);
    const upload = await startPartialUpload({
      port,
      path: '/api/profile/upload-avatar',
      token: student.token,
      fields: {},
      field: 'avatar',
      filename: 'me.png',
      contentType: 'image/png',
      head: PNG_SIGNATURE,
      declaredFileBytes: 2 * 1024 * 1024,
    });
    for (let i = 0; i < 10; i++) await upload.more(64 * 1024);
    await sleep(100);
    upload.kill();
    await sleep(500);
    expect(await filesUnder(filesDir)).toEqual(before);
    expect(await rows(direct, sql`select avatar, avatar_key from users where id = ${student.id}`)).toEqual([
      { avatar: null, avatar_key: null },
    ]);
    expect(upload.received()).toBe('');
    expect(logs.filter((line) => line.level >= 50)).toEqual([]);
  });
});

describe('a request killed mid-upload to an S3 store', async () => {
  const s3 = await startS3Server();
  useS3rverCredentials();
  const storage = new S3FileStorage({ bucket: s3.bucket, region: 'us-east-1', endpoint: s3.endpoint });
  // Vitest runs afterAll hooks in reverse: registered first, this runs after the app's clean-up.
  afterAll(async () => {
    await storage.close();
    await s3.close();
    vi.unstubAllEnvs();
  });
  const { app, direct, logs } = await createFaultApp({ storage });
  const alumni = await createUserWithProfile(app, 'alumni');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  // s3rver does not implement AbortMultipartUpload, so parts remain: what counts is that no object appears.
  const objects = async () =>
    (await s3.filesOnDisk()).filter((name) => !name.startsWith('._S3rver_uploads/'));

  it('leaves no object in the bucket and no resource row, after a first part was sent', async () => {
    const upload = await startPartialUpload({
      port,
      path: '/api/resources',
      token: alumni.token,
      fields: resourceFields({ title: 'Killed S3 upload' }),
      field: 'file',
      filename: 'notes.pdf',
      contentType: 'application/pdf',
      head: samplePdf('Killed'),
      declaredFileBytes: 9 * 1024 * 1024,
    });
    // Past the first 5 MB part, so the store has begun a multipart upload when the client dies.
    for (let sent = 0; sent < 6 * 1024 * 1024; sent += 256 * 1024) await upload.more(256 * 1024);
    await sleep(300);
    upload.kill();
    await sleep(1500);
    expect((await s3.filesOnDisk()).some((name) => name.startsWith('._S3rver_uploads/'))).toBe(true);
    expect(await objects()).toEqual([]);
    expect(await rows(direct, sql`select id from resources`)).toEqual([]);
    expect(upload.received()).toBe('');
    expect(logs.filter((line) => line.level >= 50)).toEqual([]);
  });
});
