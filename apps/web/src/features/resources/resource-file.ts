import { RESOURCE_FILE_TYPES, RESOURCE_LIMITS, RESOURCE_MESSAGES } from '@mentorbridge/shared';

const EXTENSIONS = Object.keys(RESOURCE_FILE_TYPES);

/** 'pdf' for 'Notes.PDF'; '' without an extension. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/**
 * Checks the picked file before uploading (part 2 section 5), in the spec's order: a file, an allowed type
 * (PDF, DOC, DOCX, XLS, XLSX by its name; the server judges the bytes again), at most 10 MB. Returns the
 * spec's message, or null when the file may be sent.
 */
export function checkResourceFile(file: File | null | undefined): string | null {
  if (!file) return RESOURCE_MESSAGES.fileRequired;
  if (!EXTENSIONS.includes(extensionOf(file.name))) return RESOURCE_MESSAGES.fileType;
  if (file.size > RESOURCE_LIMITS.maxFileBytes) return RESOURCE_MESSAGES.fileSize;
  return null;
}
