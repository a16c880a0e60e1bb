import type { ResourceFileExtension } from '@mentorbridge/shared';

const MAX_BASE_LENGTH = 100;
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}"'`<>:;|?*%\\/]/gu;

/** Only shown and served, never used as a storage key or path; the extension is the judged one, not the client's. */
export function cleanFileName(clientName: string, ext: ResourceFileExtension): string {
  const last = clientName.split(/[\\/]/).pop() ?? '';
  const withoutExtension = last.replace(/\.[^.]*$/, '');
  const base = withoutExtension
    .normalize('NFC')
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    // No hidden files, no trailing dots or spaces (Windows drops them).
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const cut = Array.from(base).slice(0, MAX_BASE_LENGTH).join('').trim();
  return `${cut || 'resource'}.${ext}`;
}
