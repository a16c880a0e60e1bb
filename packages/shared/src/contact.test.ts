import { describe, expect, it } from 'vitest';
import { contactRequestSchema, formatContactReference } from './contact';
import { MESSAGES } from './messages';

const valid = { name: 'Asha', email: 'asha@example.com', subject: 'Hello', message: 'Hi there' };

describe('contactRequestSchema', () => {
  it('accepts a complete message and trims it', () => {
    const parsed = contactRequestSchema.parse({ ...valid, name: '  Asha  ' });
    expect(parsed.name).toBe('Asha');
  });

  it.each([
    ['name', MESSAGES.contact.nameRequired],
    ['email', MESSAGES.contact.emailRequired],
    ['subject', MESSAGES.contact.subjectRequired],
    ['message', MESSAGES.contact.messageRequired],
  ] as const)('requires %s', (field, message) => {
    for (const value of [undefined, '', '   ']) {
      const result = contactRequestSchema.safeParse({ ...valid, [field]: value });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(message);
      expect(result.error?.issues[0]?.path).toEqual([field]);
    }
  });

  it('rejects a malformed email', () => {
    const result = contactRequestSchema.safeParse({ ...valid, email: 'not-an-email' });
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.contact.emailInvalid);
  });

  it('drops unknown fields', () => {
    const parsed = contactRequestSchema.parse({ ...valid, isAdmin: true });
    expect(parsed).not.toHaveProperty('isAdmin');
  });
});

describe('formatContactReference', () => {
  it('pads the sequence to six digits', () => {
    expect(formatContactReference(2026, 42)).toBe('MB-2026-000042');
    expect(formatContactReference(2025, 123456)).toBe('MB-2025-123456');
  });
});
