import { describe, expect, it } from 'vitest';
import { codeMatches, generateCode, hashCode } from './codes';

describe('codes', () => {
  it('generates 6 digits, varied', () => {
    const codes = Array.from({ length: 200 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('matches only the same code, address and purpose', () => {
    const stored = hashCode('secret', 'a@x.test', 'verify', '123456');
    expect(stored).not.toContain('123456');
    expect(codeMatches('secret', 'a@x.test', 'verify', '123456', stored)).toBe(true);
    expect(codeMatches('secret', 'a@x.test', 'verify', '123457', stored)).toBe(false);
    expect(codeMatches('secret', 'b@x.test', 'verify', '123456', stored)).toBe(false);
    expect(codeMatches('secret', 'a@x.test', 'reset', '123456', stored)).toBe(false);
    expect(codeMatches('other', 'a@x.test', 'verify', '123456', stored)).toBe(false);
  });
});
