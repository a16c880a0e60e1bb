import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bearer, createUserWithProfile, updateUserRow } from '../../../test/factories';
import { mailsTo } from '../../../test/mail';
import { statementsOf } from '../../../test/statements';
import { createTestApp } from '../../../test/test-app';
import type { AppInstance } from '../context';

const PATH = '/api/files/avatars/0123456789abcdef0123456789abcdef.webp';

/** Alumni in the directory with a stored picture, and a student to read them; names unique to the app. */
async function people(app: AppInstance, name: string, count = 1) {
  const alumni = [];
  for (let i = 0; i < count; i++) {
    const one = await createUserWithProfile(app, 'alumni', { firstName: name, lastName: 'Pictured' });
    await updateUserRow(app, one.id, { avatar: PATH });
    alumni.push(one);
  }
  const student = await createUserWithProfile(app, 'student');
  return { alumni: alumni[0]!, student, query: `/api/users/alumni?q=${name}` };
}

function get(app: AppInstance, url: string, token: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });
}

const avatarsOf = (body: Array<{ profile: { avatar: string | null } }>) =>
  body.map((item) => item.profile.avatar);

describe('absolute URLs without PUBLIC_URL: the origin each request reached', async () => {
  const { app, mail } = await createTestApp();
  const { alumni, student, query } = await people(app, 'Lanaddress');

  it('puts avatars on the address the app was opened at (a LAN address, another port)', async () => {
    const lan = await get(app, query, student.token, { host: '192.168.1.20:5000' });
    expect(lan.statusCode).toBe(200);
    expect(avatarsOf(lan.json())).toEqual([`http://192.168.1.20:5000${PATH}`]);
    const own = await get(app, '/api/profile/me', alumni.token, { host: '192.168.1.20:5000' });
    expect(own.json().avatar).toBe(`http://192.168.1.20:5000${PATH}`);
  });

  it('gives readers of one kept list each their own origin, compressed or not', async () => {
    // Enough alumni for an answer past the compression threshold.
    const many = await people(app, 'Keptlist', 4);
    const read = async (origin: string) => {
      const host = new URL(origin).host;
      const plain = await get(app, many.query, many.student.token, { host });
      const packed = await get(app, many.query, many.student.token, { host, 'accept-encoding': 'br' });
      expect(packed.headers['content-encoding']).toBe('br');
      const unpacked = JSON.parse(brotliDecompressSync(packed.rawPayload).toString());
      return [avatarsOf(plain.json()), avatarsOf(unpacked)];
    };
    const origins = ['http://192.168.1.20:5000', 'http://localhost:5173', 'http://mentors.lan:8080'];
    for (const origin of origins) {
      expect(await read(origin)).toEqual([
        Array(4).fill(`${origin}${PATH}`),
        Array(4).fill(`${origin}${PATH}`),
      ]);
    }
    // Again, now from the kept page (no statement), after every other origin read it.
    for (const origin of origins) {
      let answers: unknown;
      expect(await statementsOf(app, async () => (answers = await read(origin)))).toBe(0);
      expect(answers).toEqual([Array(4).fill(`${origin}${PATH}`), Array(4).fill(`${origin}${PATH}`)]);
    }
  });

  it('ignores X-Forwarded-Proto and X-Forwarded-Host unless TRUST_PROXY is set', async () => {
    const response = await get(app, query, student.token, {
      host: 'internal:5000',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'campus.example.edu',
    });
    expect(avatarsOf(response.json())).toEqual([`http://internal:5000${PATH}`]);
  });

  it('falls back to localhost:PORT for a Host that makes no origin, and keeps the answer valid JSON', async () => {
    const response = await get(app, query, student.token, { host: 'bad"host\\' });
    expect(response.statusCode).toBe(200);
    expect(avatarsOf(response.json())).toEqual([`http://localhost:5000${PATH}`]);
  });

  it('keeps mail links on localhost:PORT, whatever address the request that caused them came in at', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/mentorship-requests',
      headers: { ...bearer(student.token), host: '192.168.1.20:5000' },
      payload: { alumniId: alumni.id, requestType: 'Resume Review', message: 'Please review my resume' },
    });
    expect(response.statusCode).toBe(201);
    const [sent] = await mailsTo(app, mail, alumni.email);
    expect(sent?.html).toContain('http://localhost:5000/mentorship-dashboard');
    expect(sent?.html).not.toContain('192.168.1.20');
  });
});

describe('absolute URLs behind a trusted proxy (TRUST_PROXY=true)', async () => {
  const { app } = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  const { student, query } = await people(app, 'Proxied');

  it('takes the protocol and host the proxy forwarded', async () => {
    const response = await get(app, query, student.token, {
      host: '10.0.0.7:5000',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'campus.example.edu',
    });
    expect(avatarsOf(response.json())).toEqual([`https://campus.example.edu${PATH}`]);
  });
});

describe('absolute URLs with PUBLIC_URL set', async () => {
  const { app } = await createTestApp({
    env: { PUBLIC_URL: 'https://mentors.example.edu', TRUST_PROXY: 'true' },
  });
  const { student, query } = await people(app, 'Published');

  it('always answers on PUBLIC_URL, whatever the Host or the forwarded headers', async () => {
    const requests: Record<string, string>[] = [
      { host: '192.168.1.20:5000' },
      { host: '10.0.0.7:5000', 'x-forwarded-proto': 'http', 'x-forwarded-host': 'campus.example.edu' },
    ];
    for (const headers of requests) {
      const response = await get(app, query, student.token, headers);
      expect(avatarsOf(response.json())).toEqual([`https://mentors.example.edu${PATH}`]);
    }
  });
});
