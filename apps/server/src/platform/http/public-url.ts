/**
 * A path the server serves (`/api/files/avatars/…`) as an absolute URL on PUBLIC_URL, so clients outside the
 * web app (mail, a mobile app, an integration) can use it. Absolute URLs (a Google picture) pass unchanged.
 */
export function absoluteUrl(publicUrl: string, value: string): string;
export function absoluteUrl(publicUrl: string, value: string | null): string | null;
export function absoluteUrl(publicUrl: string, value: string | null): string | null {
  if (!value?.startsWith('/')) return value;
  return new URL(value, publicUrl).href;
}
