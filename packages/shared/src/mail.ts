import { z } from 'zod';

/** One entry of the development mailbox (`GET /api/dev/mailbox`). */
export const devMailSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

export type DevMail = z.infer<typeof devMailSchema>;
export const devMailboxResponseSchema = z.object({ data: z.array(devMailSchema) });
