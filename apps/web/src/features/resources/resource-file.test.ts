import { MESSAGES, RESOURCE_LIMITS, RESOURCE_MESSAGES } from '@mentorbridge/shared';
import { pickFile } from '@test/resource-fixtures';
import { describe, expect, it } from 'vitest';
import { checkResourceFile, extensionOf } from './resource-file';

const M = RESOURCE_MESSAGES;

describe('checkResourceFile (part 2 section 5)', () => {
  it("asks for a file: 'Please select a file to upload'", () => {
    expect(checkResourceFile(null)).toBe(M.fileRequired);
    expect(checkResourceFile(undefined)).toBe('Please select a file to upload');
  });

  it.each(['notes.pdf', 'Notes.PDF', 'cv.doc', 'cv.docx', 'marks.xls', 'marks.xlsx'])(
    'accepts %s',
    (name) => {
      expect(checkResourceFile(pickFile(name))).toBeNull();
    },
  );

  it.each(['photo.png', 'setup.exe', 'archive.zip', 'README', 'pdf', 'notes.pdf.exe'])(
    'refuses %s',
    (name) => {
      expect(checkResourceFile(pickFile(name))).toBe(
        'File type not allowed! Please upload PDF, DOC, DOCX, XLS, or XLSX files only.',
      );
    },
  );

  it('checks the type before the size', () => {
    expect(checkResourceFile(pickFile('big.zip', RESOURCE_LIMITS.maxFileBytes + 1))).toBe(M.fileType);
  });

  it("says 'The file is empty.' for a 0-byte file of an allowed type, not that its type is wrong", () => {
    expect(checkResourceFile(pickFile('empty.pdf', 0))).toBe('The file is empty.');
    expect(checkResourceFile(pickFile('empty.docx', 0))).toBe(MESSAGES.emptyFile);
    expect(checkResourceFile(pickFile('empty.png', 0))).toBe(M.fileType);
  });

  it('allows exactly 10 MB and refuses one byte more', () => {
    expect(checkResourceFile(pickFile('a.pdf', 10_485_760))).toBeNull();
    expect(checkResourceFile(pickFile('a.pdf', 10_485_761))).toBe('File size must be less than 10MB!');
  });
});

describe('extensionOf', () => {
  it('reads the last extension, lower case; none for a dot file or a bare name', () => {
    expect(extensionOf('A.Report.DOCX')).toBe('docx');
    expect(extensionOf('.pdf')).toBe('');
    expect(extensionOf('notes')).toBe('');
  });
});
