import type { Resource } from '@mentorbridge/shared';
import { fileNameFromDisposition, safeFileName as safeName } from '@/lib/file-download';

export { fileNameFromDisposition };

/** The last resort of part 2 section 7. */
export const DEFAULT_DOWNLOAD_NAME = 'download.pdf';

/**
 * The name a downloaded resource is saved under (part 2 section 7): from Content-Disposition, falling back
 * to the stored fileName, then the title plus the extension, then 'download.pdf'.
 */
export function downloadFileName(
  header: string | null | undefined,
  resource: Pick<Resource, 'fileName' | 'title' | 'fileExtension'>,
): string {
  const fromHeader = fileNameFromDisposition(header);
  if (fromHeader) return fromHeader;
  const stored = safeName(resource.fileName ?? '');
  if (stored) return stored;
  const title = safeName(resource.title ?? '');
  const extension = (resource.fileExtension ?? '').replace(/^\./, '').trim();
  if (title && extension) return `${title}.${extension}`;
  return DEFAULT_DOWNLOAD_NAME;
}
