import { AUTH_LIMITS } from '@mentorbridge/shared';
import { describe, expect, it } from 'vitest';
import { fakeListeningDatabase } from '../../../test/fake-listener';
import { BoundedCache } from '../cache/bounded-cache';
import { type SessionSubject, SessionSubjects } from './session-subjects';
import { signToken, TokenVerifier } from './tokens';

const SECRET = 'unit-secret-unit-secret-unit-secret-1';
const NOW = new Date('2026-11-22T10:00:00Z');

describe('bounded cache', () => {
  it('keeps at most its capacity and drops the least recently used first', () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.has('b')).toBe(false);
    expect(cache.has('a') && cache.has('c')).toBe(true);
  });
});

describe('token verifier', () => {
  const token = (sub: string, now = NOW) => signToken(SECRET, { sub, role: 'student', tv: 3 }, now);

  it('verifies once and answers again from memory until the token expires', async () => {
    const verifier = new TokenVerifier(SECRET);
    const signed = await token('u1');
    expect(await verifier.verify(signed, NOW)).toEqual({ sub: 'u1', role: 'student', tv: 3 });
    expect(verifier.size).toBe(1);
    const lastValid = new Date(NOW.getTime() + AUTH_LIMITS.tokenTtlSeconds * 1000 - 1);
    expect(await verifier.verify(signed, lastValid)).toEqual({ sub: 'u1', role: 'student', tv: 3 });
    const expiry = new Date(NOW.getTime() + AUTH_LIMITS.tokenTtlSeconds * 1000);
    expect(await verifier.verify(signed, expiry)).toBeNull();
    expect(verifier.size).toBe(0);
  });

  it('remembers only tokens that verified, and at most its capacity', async () => {
    const verifier = new TokenVerifier(SECRET, 3);
    const forged = await signToken(
      'another-secret-another-secret-12345',
      { sub: 'u', role: 'admin', tv: 0 },
      NOW,
    );
    expect(await verifier.verify(forged, NOW)).toBeNull();
    expect(await verifier.verify('not.a.token', NOW)).toBeNull();
    expect(verifier.size).toBe(0);
    for (let i = 0; i < 5; i++) expect(await verifier.verify(await token(`u${i}`), NOW)).not.toBeNull();
    expect(verifier.size).toBe(3);
  });
});

function subjectsWithCountedLoads(options = {}) {
  const loads: string[] = [];
  const rows = new Map<string, SessionSubject>();
  const subjects = new SessionSubjects(async (id) => {
    loads.push(id);
    return rows.get(id);
  }, options);
  const add = (id: string, patch: Partial<SessionSubject> = {}) =>
    rows.set(id, {
      id,
      name: id,
      email: `${id}@x.test`,
      role: 'student',
      isActive: true,
      tokenVersion: 0,
      ...patch,
    });
  return { subjects, loads, rows, add };
}

describe('session subjects', () => {
  it('reads the user once while listening, and again after a notification names it', async () => {
    const { subjects, loads, add } = subjectsWithCountedLoads();
    const listener = fakeListeningDatabase();
    await subjects.start(listener.database);
    listener.handlers().onListening();
    add('a');
    add('b');
    await subjects.get('a');
    await subjects.get('a');
    await subjects.get('b');
    expect(loads).toEqual(['a', 'b']);
    listener.handlers().onNotification('a');
    await subjects.get('a');
    await subjects.get('b');
    expect(loads).toEqual(['a', 'b', 'a']);
  });

  it('reads the database on every request while the listener is down, and starts empty when it is back', async () => {
    const { subjects, loads, rows, add } = subjectsWithCountedLoads();
    const listener = fakeListeningDatabase();
    await subjects.start(listener.database);
    add('a');
    await subjects.get('a');
    await subjects.get('a');
    expect(loads).toHaveLength(2);
    listener.handlers().onListening();
    await subjects.get('a');
    expect(subjects.has('a')).toBe(true);

    listener.handlers().onLost(new Error('connection reset'));
    expect(subjects.isTrusted).toBe(false);
    expect(subjects.size).toBe(0);
    // A deactivation whose notification is lost with the connection is still seen.
    rows.set('a', { ...rows.get('a')!, isActive: false });
    expect((await subjects.get('a'))?.isActive).toBe(false);
    expect(subjects.has('a')).toBe(false);

    listener.handlers().onListening();
    expect((await subjects.get('a'))?.isActive).toBe(false);
    expect(subjects.has('a')).toBe(true);
  });

  it('does not keep a row read before an invalidation that arrived during the read', async () => {
    const loads: string[] = [];
    let release: (subject: SessionSubject) => void = () => {};
    const subjects = new SessionSubjects(async (id) => {
      loads.push(id);
      return new Promise<SessionSubject>((resolve) => {
        release = resolve;
      });
    });
    const listener = fakeListeningDatabase();
    await subjects.start(listener.database);
    listener.handlers().onListening();
    const pending = subjects.get('a');
    listener.handlers().onNotification('a');
    release({ id: 'a', name: 'A', email: 'a@x.test', role: 'student', isActive: true, tokenVersion: 0 });
    await pending;
    expect(subjects.has('a')).toBe(false);
  });

  it('keeps at most its capacity, and no entry past its maximum age', async () => {
    const { subjects, loads, add } = subjectsWithCountedLoads({ capacity: 2, maxAgeMs: 20 });
    const listener = fakeListeningDatabase();
    await subjects.start(listener.database);
    listener.handlers().onListening();
    for (const id of ['a', 'b', 'c']) {
      add(id);
      await subjects.get(id);
    }
    expect(subjects.size).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await subjects.get('c');
    expect(loads).toEqual(['a', 'b', 'c', 'c']);
  });
});
