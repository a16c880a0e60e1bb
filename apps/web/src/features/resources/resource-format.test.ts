import { createResource } from '@test/resource-fixtures';
import { describe, expect, it } from 'vitest';
import {
  downloadsLabel,
  fileSummary,
  fileTypeLabel,
  formatFileSize,
  formatRating,
  ratingSummary,
  uploaderName,
} from './resource-format';

describe('resource display helpers', () => {
  it("names the uploader, or 'Former member' once the account is gone", () => {
    expect(
      uploaderName(createResource({ uploadedBy: { _id: 'a', name: 'Rahul Verma', email: 'r@x.edu' } })),
    ).toBe('Rahul Verma');
    expect(uploaderName(createResource({ uploadedBy: null }))).toBe('Former member');
  });

  it('formats sizes and types', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(48_200)).toBe('47.1 KB');
    expect(formatFileSize(10_485_760)).toBe('10.0 MB');
    expect(fileTypeLabel('docx')).toBe('DOCX');
    expect(fileTypeLabel('')).toBe('FILE');
    expect(fileSummary({ fileExtension: 'xlsx', fileSize: 2048 })).toBe('XLSX · 2.0 KB');
  });

  it('shows the average to one decimal with the count', () => {
    expect(formatRating(4.25)).toBe('4.3');
    expect(ratingSummary({ averageRating: 4.25, totalRatings: 4 })).toBe('4.3 (4 ratings)');
    expect(ratingSummary({ averageRating: 5, totalRatings: 1 })).toBe('5.0 (1 rating)');
    expect(ratingSummary({ averageRating: 0, totalRatings: 0 })).toBe('No ratings yet');
    expect(downloadsLabel(1)).toBe('1 download');
    expect(downloadsLabel(0)).toBe('0 downloads');
  });
});
