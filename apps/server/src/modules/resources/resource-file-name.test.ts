import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from '../../platform/http/content-disposition';
import { cleanFileName } from './resource-file-name';

describe('the stored name of an upload', () => {
  it.each([
    ['Graph Notes.pdf', 'pdf', 'Graph Notes.pdf'],
    ['../../etc/passwd.pdf', 'pdf', 'passwd.pdf'],
    ['C:\\Users\\me\\Desktop\\cv.docx', 'docx', 'cv.docx'],
    ['a"\r\nX-Evil: 1.pdf', 'pdf', 'a X-Evil 1.pdf'],
    ['report.exe', 'pdf', 'report.pdf'],
    ['résumé – final.PDF', 'pdf', 'résumé – final.pdf'],
    ['notes\u0000\u001b[31m\u202e.pdf', 'pdf', 'notes [31m.pdf'],
    ['.htaccess', 'xls', 'resource.xls'],
    ['...', 'doc', 'resource.doc'],
    ['  spaced   out  .xlsx', 'xlsx', 'spaced out.xlsx'],
    ["it's `ok`; <b>|*?%.pdf", 'pdf', 'it s ok b.pdf'],
    ['no-extension', 'pdf', 'no-extension.pdf'],
  ] as const)('%j as %s is %j', (name, ext, expected) => {
    expect(cleanFileName(name, ext)).toBe(expected);
  });

  it('keeps at most 100 characters of the base', () => {
    const cleaned = cleanFileName(`${'x'.repeat(300)}.pdf`, 'pdf');
    expect(cleaned).toBe(`${'x'.repeat(100)}.pdf`);
  });

  it('never gives a header-breaking or path-carrying Content-Disposition', () => {
    for (const name of [
      'a"\r\nX-Evil: 1.pdf',
      '../../etc/passwd.pdf',
      'x\u2028y.pdf',
      'q";filename=evil.exe.pdf',
    ]) {
      const header = attachmentDisposition(cleanFileName(name, 'pdf'));
      expect(header).not.toMatch(/[\r\n\u2028]/);
      expect(header).toMatch(/^attachment; filename="[^"\\/]*"; filename\*=UTF-8''[A-Za-z0-9%._~!-]*$/);
    }
  });
});
