import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, signIn } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import type { AppInstance } from '../context';

function recordSent(app: AppInstance, sent: unknown[]) {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.url.startsWith('/api/leaderboard')) sent.push(payload);
    return payload;
  });
}

describe('kept answers, compressed once', async () => {
  const sent: unknown[] = [];
  // Recorded after the app's own hooks and before @fastify/compress's (a route-level hook, run last).
  const { app } = await createTestApp({ beforeReady: (instance) => recordSent(instance, sent) });
  for (let i = 0; i < 4; i++) await createUser(app, { role: 'alumni' });
  const reader = await createUser(app, { role: 'student' });
  const headers = bearer((await signIn(app, reader.email)).token);
  const read = (extra: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/leaderboard?limit=100', headers: { ...headers, ...extra } });

  it('sends a browser the same compressed copy every time, which decompresses to the plain answer', async () => {
    const plain = await read();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const first = await read({ 'accept-encoding': 'gzip, deflate, br' });
    const second = await read({ 'accept-encoding': 'gzip, deflate, br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
    // The very same compressed Buffer left twice: compressed once, before @fastify/compress, not per request.
    expect(sent.at(-1)).toBe(sent.at(-2));
    expect(brotliDecompressSync(sent.at(-1) as Buffer).toString()).toBe(plain.body);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('honours the client’s choice: gzip when only gzip is accepted, nothing with x-no-compression', async () => {
    const plain = await read();
    const gzipped = await read({ 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    const refused = await read({ 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
    const none = await read({ 'accept-encoding': 'gzip, br', 'x-no-compression': '1' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain.body);
  });
});

describe('answers not kept, compressed in one call', async () => {
  // A thousand slots of JSON, about 60 KB: far above @fastify/compress's own 8 KB default on 2 cores.
  const slots = Array.from({ length: 1000 }, (_, i) => ({
    start: new Date(Date.UTC(2026, 2, 2) + i * 3_600_000).toISOString(),
    end: new Date(Date.UTC(2026, 2, 2) + i * 3_600_000 + 1_800_000).toISOString(),
  }));
  const { app } = await createTestApp({
    beforeReady: (instance) => {
      instance.get('/api/test-large-answer', async () => ({ slots }));
    },
  });

  it('compresses a 60 KB answer in one call: a known length, no chunked stream', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/test-large-answer',
      headers: { 'accept-encoding': 'br' },
    });
    expect(answer.headers['content-encoding']).toBe('br');
    // The streaming path drops the length and sends chunks; the one-call path knows it.
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
    const plain = brotliDecompressSync(answer.rawPayload).toString();
    expect(plain.length).toBeGreaterThan(50_000);
    expect(JSON.parse(plain)).toEqual({ slots });
  });
});
