import type { Resource } from '@mentorbridge/shared';

/** Display helpers for placement resources (part 2 sections 2.9, 2.10 and 9). */

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** Who uploaded it; an uploader whose account was deleted shows as 'Former member' (server-rules "Admin"). */
export const FORMER_MEMBER = 'Former member';

export function uploaderName(resource: Pick<Resource, 'uploadedBy'>): string {
  return resource.uploadedBy?.name || FORMER_MEMBER;
}

/** '512 B', '48.2 KB', '1.5 MB'. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** 'PDF', 'DOCX'; 'FILE' when the extension is unknown. */
export function fileTypeLabel(extension: string): string {
  const clean = extension.replace(/^\./, '').trim();
  return clean ? clean.toUpperCase() : 'FILE';
}

/** 'PDF · 48.2 KB'. */
export function fileSummary(resource: Pick<Resource, 'fileExtension' | 'fileSize'>): string {
  return `${fileTypeLabel(resource.fileExtension)} · ${formatFileSize(resource.fileSize)}`;
}

/** The average to one decimal (part 2 section 9). */
export function formatRating(average: number): string {
  return (Number.isFinite(average) ? average : 0).toFixed(1);
}

/** '4.5 (12 ratings)', or 'No ratings yet'. */
export function ratingSummary(resource: Pick<Resource, 'averageRating' | 'totalRatings'>): string {
  if (resource.totalRatings <= 0) return 'No ratings yet';
  const noun = resource.totalRatings === 1 ? 'rating' : 'ratings';
  return `${formatRating(resource.averageRating)} (${resource.totalRatings} ${noun})`;
}

export function downloadsLabel(downloads: number): string {
  return `${downloads} ${downloads === 1 ? 'download' : 'downloads'}`;
}

/** '12 Jun 2026' in the viewer's time zone; '' for garbage. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** The comma-separated tag text of the forms, back from a list. */
export function tagsToText(tags: readonly string[]): string {
  return tags.join(', ');
}
