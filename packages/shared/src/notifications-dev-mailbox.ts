import { z } from 'zod';
import { idSchema } from './common';

export const devMailAttachmentSchema = z.object({
  /** Position in the mail: `GET /api/dev/mailbox/{id}/attachments/{index}`. */
  index: z.number().int(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

export type DevMailAttachment = z.infer<typeof devMailAttachmentSchema>;

export const devMailSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.string(),
  createdAt: z.string(),
  attachments: z.array(devMailAttachmentSchema),
});

export type DevMail = z.infer<typeof devMailSchema>;
export const devMailboxResponseSchema = z.object({ data: z.array(devMailSchema) });

export const devMailAttachmentParamsSchema = z.object({
  id: idSchema,
  index: z.coerce.number().int().min(0).max(100),
});
