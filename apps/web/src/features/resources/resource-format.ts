import type { Resource } from '@mentorbridge/shared';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export const FORMER_MEMBER = 'Former member';

export function uploaderName(resource: Pick<Resource, 'uploadedBy'>): string {
  return resource.uploadedBy?.name || FORMER_MEMBER;
}

export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function fileTypeLabel(extension: string): string {
  const clean = extension.replace(/^\./, '').trim();
  return clean ? clean.toUpperCase() : 'FILE';
}

export function fileSummary(resource: Pick<Resource, 'fileExtension' | 'fileSize'>): string {
  return `${fileTypeLabel(resource.fileExtension)} · ${formatFileSize(resource.fileSize)}`;
}

export function formatRating(average: number): string {
  return (Number.isFinite(average) ? average : 0).toFixed(1);
}

export function ratingSummary(resource: Pick<Resource, 'averageRating' | 'totalRatings'>): string {
  if (resource.totalRatings <= 0) return 'No ratings yet';
  const noun = resource.totalRatings === 1 ? 'rating' : 'ratings';
  return `${formatRating(resource.averageRating)} (${resource.totalRatings} ${noun})`;
}

export function downloadsLabel(downloads: number): string {
  return `${downloads} ${downloads === 1 ? 'download' : 'downloads'}`;
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

export function tagsToText(tags: readonly string[]): string {
  return tags.join(', ');
}
