import { MESSAGES } from '@mentorbridge/shared';
import { ApiError } from './api-client';
import { clearSession, getToken } from './session';

export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return (
    base
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
      .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '_')
      .replace(/^\.+/, '')
      .trim()
  );
}

/** `filename*` (RFC 5987, UTF-8 percent-encoded) first, then `filename` quoted or bare. */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      const name = safeFileName(decodeURIComponent(extended[2].trim().replace(/^"|"$/g, '')));
      if (name) return name;
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const value = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  const name = value ? safeFileName(value) : '';
  return name || null;
}

export interface FetchedFile {
  blob: Blob;
  disposition: string | null;
}

/** With the bearer token, which a plain link cannot send; a 401 ends the session. */
export async function fetchFile(path: string, signal?: AbortSignal): Promise<FetchedFile> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(path, {
      headers: { Accept: '*/*', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(MESSAGES.network, 0, 'NETWORK_ERROR');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
    if (response.status === 401 && token) clearSession();
    const message = typeof body?.message === 'string' ? body.message : MESSAGES.internal;
    throw new ApiError(message, response.status, 'HTTP_ERROR', undefined, body);
  }
  return { blob: await response.blob(), disposition: response.headers.get('Content-Disposition') };
}

export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next task: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
