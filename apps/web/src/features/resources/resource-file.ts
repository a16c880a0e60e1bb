import { MESSAGES, RESOURCE_FILE_TYPES, RESOURCE_LIMITS, RESOURCE_MESSAGES } from '@mentorbridge/shared';

const EXTENSIONS = Object.keys(RESOURCE_FILE_TYPES);

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** By name only; the server judges the bytes again. */
export function checkResourceFile(file: File | null | undefined): string | null {
  if (!file) return RESOURCE_MESSAGES.fileRequired;
  if (!EXTENSIONS.includes(extensionOf(file.name))) return RESOURCE_MESSAGES.fileType;
  if (file.size === 0) return MESSAGES.emptyFile;
  if (file.size > RESOURCE_LIMITS.maxFileBytes) return RESOURCE_MESSAGES.fileSize;
  return null;
}
