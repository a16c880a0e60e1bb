import { z } from 'zod';
import { tooLongMessage } from './common';
import { MESSAGES } from './messages';

const m = MESSAGES.contact;

/** Upper bounds keep a single message from filling the inbox; the form shows the same limits. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: tooLongMessage(max) });

export const contactRequestSchema = z.object({
  name: required(m.nameRequired, CONTACT_LIMITS.name),
  email: z
    .string({ error: m.emailRequired })
    .trim()
    .min(1, { error: m.emailRequired })
    .max(CONTACT_LIMITS.email, { error: m.emailInvalid })
    .pipe(z.email({ error: m.emailInvalid })),
  subject: required(m.subjectRequired, CONTACT_LIMITS.subject),
  message: required(m.messageRequired, CONTACT_LIMITS.message),
});

export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** Reference numbers look like MB-2026-000042. */
export const CONTACT_REFERENCE_PATTERN = /^MB-\d{4}-\d{6}$/;

export const contactResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  reference: z.string().regex(CONTACT_REFERENCE_PATTERN),
});

export type ContactResponse = z.infer<typeof contactResponseSchema>;

export function formatContactReference(year: number, sequence: number): string {
  return `MB-${year}-${String(sequence).padStart(6, '0')}`;
}
