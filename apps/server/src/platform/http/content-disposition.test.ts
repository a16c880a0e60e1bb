import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition';

describe('attachmentDisposition', () => {
  it('quotes a plain name', () => {
    expect(attachmentDisposition('invite.ics')).toBe(
      `attachment; filename="invite.ics"; filename*=UTF-8''invite.ics`,
    );
  });

  it('neutralises quotes, paths, control characters and non-ASCII', () => {
    const header = attachmentDisposition('../../etc/"pass\r\nwd";.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.startsWith('attachment; filename="_pass__wd__.pdf"; filename*=')).toBe(true);
    expect(attachmentDisposition('Résumé (final).pdf')).toBe(
      `attachment; filename="R_sum_ (final).pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%28final%29.pdf`,
    );
    expect(attachmentDisposition('...')).toContain('filename="_');
    expect(attachmentDisposition('')).toContain('filename="download"');
  });
});
