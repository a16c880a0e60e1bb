import { ROLES, type Session, STORAGE_KEYS } from '@mentorbridge/shared';
import { useSyncExternalStore } from 'react';

/** "Remember me" off keeps the session in sessionStorage, so it ends with the browser tab. */
type Listener = () => void;
const listeners = new Set<Listener>();
let current: Session | null = readStored();

/**
 * Hand-written rather than `sessionSchema.safeParse` to keep zod (about 23 KB gzip) out of the entry
 * chunk; session.test.ts holds it to the shared schema.
 */
export function parseSession(value: unknown): Session | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const isText = (key: string) => typeof v[key] === 'string';
  if (!isText('_id') || !isText('name') || !isText('email') || !isText('token')) return null;
  if (typeof v.isProfileComplete !== 'boolean') return null;
  if (!Object.values(ROLES).includes(v.role as Session['role'])) return null;
  if (v.avatar !== undefined && typeof v.avatar !== 'string') return null;
  const session: Session = {
    _id: v._id as string,
    name: v.name as string,
    email: v.email as string,
    role: v.role as Session['role'],
    isProfileComplete: v.isProfileComplete,
    token: v.token as string,
  };
  if (typeof v.avatar === 'string') session.avatar = v.avatar;
  return session;
}

function storages(): Storage[] {
  return typeof window === 'undefined' ? [] : [window.localStorage, window.sessionStorage];
}

function readStored(): Session | null {
  for (const storage of storages()) {
    const raw = storage.getItem(STORAGE_KEYS.userInfo);
    if (!raw) continue;
    try {
      const session = parseSession(JSON.parse(raw));
      if (session) return session;
    } catch {
      // A corrupt entry is treated as signed out.
    }
  }
  return null;
}

function emit() {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  return current;
}

export function getToken(): string | null {
  if (current?.token) return current.token;
  for (const storage of storages()) {
    const token = storage.getItem(STORAGE_KEYS.token);
    if (token) return token;
  }
  return null;
}

export function setSession(session: Session, remember = true): void {
  clearStorage();
  const storage = remember ? window.localStorage : window.sessionStorage;
  storage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(session));
  if (session.token) storage.setItem(STORAGE_KEYS.token, session.token);
  current = session;
  emit();
}

export function updateSession(patch: Partial<Session>): void {
  if (!current) return;
  const remember = window.localStorage.getItem(STORAGE_KEYS.userInfo) !== null;
  setSession({ ...current, ...patch }, remember);
}

function clearStorage() {
  for (const storage of storages()) {
    storage.removeItem(STORAGE_KEYS.userInfo);
    storage.removeItem(STORAGE_KEYS.token);
  }
}

export function clearSession(): void {
  clearStorage();
  current = null;
  emit();
}

/** Also fires for changes in another tab. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.userInfo || event.key === null) {
      current = readStored();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}
