import type { Resource } from '@mentorbridge/shared';
import { fileNameFromDisposition, safeFileName as safeName } from '@/lib/file-download';

export { fileNameFromDisposition };

export const DEFAULT_DOWNLOAD_NAME = 'download.pdf';

/** From Content-Disposition, then the stored fileName, then the title plus the extension. */
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
