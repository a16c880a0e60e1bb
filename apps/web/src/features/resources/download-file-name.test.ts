import { describe, expect, it } from 'vitest';
import { DEFAULT_DOWNLOAD_NAME, downloadFileName, fileNameFromDisposition } from './download-file-name';

const resource = { fileName: 'stored.pdf', title: 'Resume Kit', fileExtension: 'pdf' };

describe('downloadFileName: the fallbacks of part 2 section 7', () => {
  it('1. takes the name from Content-Disposition', () => {
    expect(downloadFileName('attachment; filename="from-header.pdf"', resource)).toBe('from-header.pdf');
  });

  it('2. falls back to the stored fileName without a usable header', () => {
    expect(downloadFileName(null, resource)).toBe('stored.pdf');
    expect(downloadFileName('attachment', resource)).toBe('stored.pdf');
  });

  it('3. then to the title plus the extension', () => {
    expect(downloadFileName(null, { ...resource, fileName: '' })).toBe('Resume Kit.pdf');
    expect(downloadFileName(null, { ...resource, fileName: '', fileExtension: '.docx' })).toBe(
      'Resume Kit.docx',
    );
  });

  it("4. and last to 'download.pdf'", () => {
    expect(downloadFileName(null, { fileName: '', title: '', fileExtension: '' })).toBe('download.pdf');
    expect(downloadFileName(null, { fileName: '', title: 'Notes', fileExtension: '' })).toBe(
      DEFAULT_DOWNLOAD_NAME,
    );
  });
});

describe('fileNameFromDisposition', () => {
  it("prefers filename* (UTF-8) over the ASCII fallback, as the server's header carries both", () => {
    expect(
      fileNameFromDisposition(`attachment; filename="R_sum_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf`),
    ).toBe('Résumé.pdf');
  });

  it('reads a bare token and a quoted name with an escaped quote', () => {
    expect(fileNameFromDisposition('attachment; filename=plain.pdf')).toBe('plain.pdf');
    expect(fileNameFromDisposition('attachment; filename="a \\"b\\".pdf"')).toBe('a _b_.pdf');
  });

  it('keeps only the last path segment and drops leading dots of a hostile name', () => {
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd`)).toBe('passwd');
    expect(fileNameFromDisposition('attachment; filename="..\\\\..\\\\boot.ini"')).toBe('boot.ini');
    expect(fileNameFromDisposition('attachment; filename=".bashrc"')).toBe('bashrc');
  });

  it('falls back to filename when filename* is malformed, and gives null when nothing is usable', () => {
    expect(fileNameFromDisposition(`attachment; filename="ok.pdf"; filename*=UTF-8''%E0%A4%A.pdf`)).toBe(
      'ok.pdf',
    );
    expect(fileNameFromDisposition('inline')).toBeNull();
    expect(fileNameFromDisposition('attachment; filename=""')).toBeNull();
    expect(fileNameFromDisposition(undefined)).toBeNull();
  });
});
