import type { ResourceFileExtension } from '@mentorbridge/shared';

/** Long enough for a readable name, short enough for every file system once the extension is added. */
const MAX_BASE_LENGTH = 100;
/** Characters a name shown or served must not carry: controls, quotes, and what shells, paths or headers read. */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}"'`<>:;|?*%\\/]/gu;

/**
 * The stored `file_name` of an upload: the client's name cut to its last path part, without control and
 * format characters, quotes or path, header and shell characters, and with the extension the bytes were
 * judged to be (never the client's). Only shown and served (through `attachmentDisposition`), never used as
 * a storage key or a path.
 */
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
