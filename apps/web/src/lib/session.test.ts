import { STORAGE_KEYS, sessionSchema } from '@mentorbridge/shared';
import { createSession } from '@test/factories';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the store, so its start-up read of storage runs again. */
async function loadStore() {
  vi.resetModules();
  return import('./session');
}

describe('session store', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('starts signed out with empty storage', async () => {
    const store = await loadStore();
    expect(store.getSession()).toBeNull();
    expect(store.getToken()).toBeNull();
  });

  it('stores userInfo and token in localStorage when remembered', async () => {
    const store = await loadStore();
    const session = createSession();
    store.setSession(session);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userInfo) ?? '')).toEqual(session);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(session.token);
    expect(sessionStorage.getItem(STORAGE_KEYS.userInfo)).toBeNull();
    expect(store.getSession()).toEqual(session);
    expect(store.getToken()).toBe(session.token);
  });

  it('keeps the session in sessionStorage only when not remembered', async () => {
    const store = await loadStore();
    const session = createSession();
    store.setSession(session, false);
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBe(session.token);
    expect(localStorage.getItem(STORAGE_KEYS.userInfo)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('restores a stored session on start-up', async () => {
    const session = createSession({ role: 'alumni' });
    sessionStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(session));
    const store = await loadStore();
    expect(store.getSession()).toEqual(session);
  });

  it.each([
    ['not JSON', '{oops'],
    ['the wrong shape', JSON.stringify({ name: 'x' })],
    ['an unknown role', JSON.stringify({ ...createSession(), role: 'superuser' })],
  ])('ignores a stored userInfo that is %s', async (_label, raw) => {
    localStorage.setItem(STORAGE_KEYS.userInfo, raw);
    const store = await loadStore();
    expect(store.getSession()).toBeNull();
  });

  it('clears state and both storage entries everywhere', async () => {
    const store = await loadStore();
    store.setSession(createSession(), true);
    sessionStorage.setItem(STORAGE_KEYS.token, 'stale');
    store.clearSession();
    expect(store.getSession()).toBeNull();
    for (const storage of [localStorage, sessionStorage]) {
      expect(storage.getItem(STORAGE_KEYS.userInfo)).toBeNull();
      expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
    }
  });

  it('updateSession keeps the storage the session was saved in', async () => {
    const store = await loadStore();
    store.setSession(createSession({ isProfileComplete: false }), false);
    store.updateSession({ isProfileComplete: true });
    expect(store.getSession()?.isProfileComplete).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.userInfo) ?? '').isProfileComplete).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.userInfo)).toBeNull();
  });

  it('parseSession agrees with the shared sessionSchema', async () => {
    const store = await loadStore();
    const valid = createSession();
    const samples: unknown[] = [
      valid,
      { ...valid, avatar: '/a.png' },
      { ...valid, extra: 'dropped' },
      { ...valid, role: 'admin' },
      { ...valid, role: 'teacher' },
      { ...valid, isProfileComplete: 'yes' },
      { ...valid, avatar: 3 },
      { ...valid, token: undefined },
      { ...valid, _id: 1 },
      { ...valid, name: null },
      { ...valid, email: undefined },
      null,
      'text',
      [],
    ];
    for (const sample of samples) {
      const expected = sessionSchema.safeParse(sample);
      expect(store.parseSession(sample), JSON.stringify(sample)).toEqual(
        expected.success ? expected.data : null,
      );
    }
  });

  it('re-renders useSession on sign-in and sign-out', async () => {
    const store = await loadStore();
    const { result } = renderHook(() => store.useSession());
    expect(result.current).toBeNull();
    const session = createSession();
    act(() => store.setSession(session));
    expect(result.current).toEqual(session);
    act(() => store.clearSession());
    expect(result.current).toBeNull();
  });

  it('follows a sign-out made in another tab', async () => {
    const store = await loadStore();
    store.setSession(createSession());
    const { result } = renderHook(() => store.useSession());
    localStorage.clear();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.userInfo }));
    });
    expect(result.current).toBeNull();
  });
});
