import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES, PROFILE_MESSAGES } from '@mentorbridge/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, createUserWithProfile, signIn } from '../../../test/factories';
import { multipartFile } from '../../../test/multipart';
import { createTestApp } from '../../../test/test-app';
import { createWorkshopAs } from '../../../test/workshops';

async function image(format: 'png' | 'jpeg', size = 800, withGps = false) {
  let pipeline = sharp({
    create: { width: size, height: Math.round(size * 0.75), channels: 3, background: '#4f46e5' },
  });
  if (withGps)
    pipeline = pipeline.withExif({ IFD0: { Copyright: 'secret-owner' }, IFD3: { GPSLatitudeRef: 'N' } });
  return format === 'png' ? pipeline.png().toBuffer() : pipeline.jpeg().toBuffer();
}

describe('avatars', async () => {
  const { app, filesDir } = await createTestApp({ env: { PUBLIC_URL: 'https://mentors.example.edu' } });
  const session = async (role: 'student' | 'alumni' = 'student') => {
    const user = await createUser(app, { role });
    return bearer((await signIn(app, user.email)).token);
  };
  const upload = (
    headers: Record<string, string>,
    name: string,
    type: string,
    content: Buffer,
    field = 'avatar',
  ) => {
    const body = multipartFile(field, name, type, content);
    return app.inject({
      method: 'POST',
      url: '/api/profile/upload-avatar',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const storedAvatars = () =>
    existsSync(path.join(filesDir, 'avatars')) ? readdirSync(path.join(filesDir, 'avatars')) : [];

  it('re-encodes an upload to a square WebP of at most 512 px without metadata and serves it', async () => {
    const headers = await session();
    const response = await upload(headers, 'me.jpg', 'image/jpeg', await image('jpeg', 1200, true));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      message: PROFILE_MESSAGES.avatarUploaded,
      avatarPublicId: expect.stringMatching(/^avatars\/[0-9a-f]{32}\.webp$/),
    });
    expect(body.avatar).toBe(`https://mentors.example.edu/api/files/${body.avatarPublicId}`);

    const served = await app.inject({ method: 'GET', url: new URL(body.avatar).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);

    const me = await app.inject({ method: 'GET', url: '/api/profile/me', headers });
    expect(me.json().avatar).toBe(body.avatar);
  });

  it('answers the picture as an absolute URL wherever a person is shown', async () => {
    const alumni = await createUserWithProfile(app, 'alumni');
    const headers = bearer((await signIn(app, alumni.email)).token);
    const avatar = (await upload(headers, 'me.png', 'image/png', await image('png', 300))).json().avatar;
    expect(avatar).toMatch(/^https:\/\/mentors\.example\.edu\/api\/files\/avatars\/[0-9a-f]{32}\.webp$/);
    await createWorkshopAs(app, headers.authorization!.slice('Bearer '.length));
    const student = bearer((await signIn(app, (await createUser(app)).email)).token);
    const get = async (url: string, as = student) =>
      (await app.inject({ method: 'GET', url, headers: as })).json();

    expect((await get('/api/auth/profile', headers)).avatar).toBe(avatar);
    expect((await get('/api/profile/alumni', headers)).profile.avatar).toBe(avatar);
    expect((await get(`/api/users/${alumni.id}`)).profile.avatar).toBe(avatar);
    const directory = await get(`/api/users/alumni?q=${encodeURIComponent(alumni.name)}`);
    expect(directory.find((item: { _id: string }) => item._id === alumni.id).profile.avatar).toBe(avatar);
    const workshops = (await get('/api/alumni-features/workshops')).data;
    expect(
      workshops.find((item: { mentor: { id: string } }) => item.mentor.id === alumni.id).mentor.profilePhoto,
    ).toBe(avatar);
  });

  it('judges the type by the bytes: a PNG named .pdf is accepted, a text file named .png is refused', async () => {
    const headers = await session();
    expect((await upload(headers, 'photo.pdf', 'application/pdf', await image('png', 100))).statusCode).toBe(
      200,
    );
    const text = await upload(headers, 'photo.png', 'image/png', Buffer.from('just some text, not an image'));
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ message: PROFILE_MESSAGES.avatarType, code: 'UNSUPPORTED_MEDIA_TYPE' });
    const gif = await upload(
      headers,
      'a.gif',
      'image/gif',
      Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'),
    );
    expect(gif.statusCode).toBe(415);
  });

  it('refuses an empty file with 400 "The file is empty.", whatever its name, and stores nothing', async () => {
    const before = storedAvatars().length;
    for (const role of ['student', 'alumni'] as const) {
      const response = await upload(await session(role), 'photo.png', 'image/png', Buffer.alloc(0));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The file is empty.', code: 'VALIDATION_ERROR' });
    }
    expect(MESSAGES.emptyFile).toBe('The file is empty.');
    expect(storedAvatars().length).toBe(before);
  });

  it('uses the alumni wording for alumni', async () => {
    const headers = await session('alumni');
    const text = await upload(headers, 'photo.png', 'image/png', Buffer.from('not an image'));
    expect(text.json().message).toBe(PROFILE_MESSAGES.avatarTypeAlumni);
    const big = await upload(headers, 'big.png', 'image/png', Buffer.alloc(3_145_729, 1));
    expect(big.json().message).toBe(PROFILE_MESSAGES.avatarSizeAlumni);
  });

  it('refuses a file over 3 MB with 413 and stores nothing', async () => {
    const headers = await session();
    const before = storedAvatars().length;
    const response = await upload(
      headers,
      'big.png',
      'image/png',
      Buffer.concat([await image('png', 50), Buffer.alloc(3_145_728)]),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: PROFILE_MESSAGES.avatarSize, code: 'PAYLOAD_TOO_LARGE' });
    expect(storedAvatars().length).toBe(before);
  });

  it('asks for a file when the avatar field is missing', async () => {
    const headers = await session();
    const response = await upload(headers, 'x.png', 'image/png', await image('png', 50), 'picture');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PROFILE_MESSAGES.avatarMissing);
    const notMultipart = await app.inject({
      method: 'POST',
      url: '/api/profile/upload-avatar',
      headers,
      payload: {},
    });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('answers 400 to a multipart body cut off before its file (found by the route fuzzing)', async () => {
    const headers = await session();
    const boundary = 'cut';
    const response = await app.inject({
      method: 'POST',
      url: '/api/profile/upload-avatar',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The upload was incomplete or malformed. Please try again.',
      code: 'VALIDATION_ERROR',
    });
  });

  it('removes the old file when replaced and when deleted', async () => {
    const headers = await session();
    const first = (await upload(headers, 'a.png', 'image/png', await image('png', 60))).json();
    const second = (await upload(headers, 'b.png', 'image/png', await image('png', 70))).json();
    expect(existsSync(path.join(filesDir, first.avatarPublicId))).toBe(false);
    expect(existsSync(path.join(filesDir, second.avatarPublicId))).toBe(true);
    expect((await app.inject({ method: 'GET', url: new URL(first.avatar).pathname })).statusCode).toBe(404);

    const removed = await app.inject({ method: 'DELETE', url: '/api/profile/avatar', headers });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({
      message: PROFILE_MESSAGES.avatarDeleted,
      avatar: null,
      avatarPublicId: null,
    });
    expect(existsSync(path.join(filesDir, second.avatarPublicId))).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/api/profile/me', headers })).json().avatar).toBeNull();
  });

  it('requires a session', async () => {
    const response = await upload({}, 'a.png', 'image/png', await image('png', 20));
    expect(response.statusCode).toBe(401);
  });
});
