import { type ErrorBody, MESSAGES } from '@mentorbridge/shared';
import { clearSession, getToken } from './session';

/**
 * `Retry-After` in whole seconds (it may be a number of seconds or an HTTP date), or null when absent or
 * unreadable; never negative.
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/** Every failed API call becomes one of these; `message` is the sentence to show the user. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly errors: ErrorBody['errors'] = undefined,
    readonly body: unknown = undefined,
    /** From a 429's (or 503's) `Retry-After`: whole seconds until the call may be made again. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** True when the server could not be reached at all. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /**
   * A bearer token to send instead of the stored one, for a token not yet stored as a session (the Google
   * callback fetches the profile before it can build one). A 401 for it leaves the stored session alone.
   */
  token?: string;
  /**
   * Sent as `Idempotency-Key` on create calls that honour it: a retried or doubled call with the same key
   * gets the first call's answer instead of creating a second row (see lib/idempotency-key.ts).
   */
  idempotencyKey?: string;
  /**
   * The call needs no session (signing in, registering, verifying, resetting a password, the contact form):
   * it is sent signed out too. Every other call is refused here, unsent, when there is no token.
   */
  isPublic?: boolean;
}

export interface ApiResult<T> {
  data: T;
  headers: Headers;
}

/** Calls the API with the stored bearer token and returns the parsed body and headers. */
export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = request.token ?? getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  else if (!request.isPublic) {
    // Signed out, or signing out while a page's first loads were starting (their effects run after the click
    // that cleared the session): the server could only refuse the call, and the refusal would be logged.
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

/** Like apiRequest, for callers that need only the body. */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  return (await apiRequest<T>(path, request)).data;
}
