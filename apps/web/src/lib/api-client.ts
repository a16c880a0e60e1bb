import { type ErrorBody, MESSAGES } from '@mentorbridge/shared';
import { clearSession, getToken } from './session';

/** It may be a number of seconds or an HTTP date; never negative. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/** `message` is the sentence to show the user. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly errors: ErrorBody['errors'] = undefined,
    readonly body: unknown = undefined,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** For a token not yet stored as a session (the Google callback); a 401 leaves the session alone. */
  token?: string;
  /** A retried or doubled call with the same key gets the first call's answer instead of a second row. */
  idempotencyKey?: string;
  /** Every other call is refused here, unsent, when there is no token. */
  isPublic?: boolean;
}

export interface ApiResult<T> {
  data: T;
  headers: Headers;
}

export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = request.token ?? getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  else if (!request.isPublic) {
    // Signed out, or signing out while a page's first loads were starting: the server could only refuse
    // the call, and the refusal would be logged.
    throw new ApiError(MESSAGES.signInRequired, 401, 'UNAUTHORIZED');
  }
  if (request.idempotencyKey) headers['Idempotency-Key'] = request.idempotencyKey;
  const isForm = request.body instanceof FormData;
  if (request.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method: request.method ?? 'GET',
      headers,
      body:
        request.body === undefined
          ? undefined
          : isForm
            ? (request.body as FormData)
            : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(MESSAGES.network, 0, 'NETWORK_ERROR');
  }

  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = text;
  }

  if (!response.ok) {
    const body = (parsed ?? {}) as Partial<ErrorBody>;
    if (response.status === 401 && token && request.token === undefined) clearSession();
    throw new ApiError(
      typeof body.message === 'string' ? body.message : MESSAGES.internal,
      response.status,
      typeof body.code === 'string' ? body.code : 'HTTP_ERROR',
      body.errors,
      parsed,
      parseRetryAfter(response.headers.get('Retry-After')),
    );
  }
  return { data: parsed as T, headers: response.headers };
}

export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  return (await apiRequest<T>(path, request)).data;
}
