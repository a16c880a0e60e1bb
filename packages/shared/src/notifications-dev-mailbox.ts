import { z } from 'zod';
import { idSchema } from './common';

/** A file attached to a mail (calendar invitations), downloadable from the development mailbox. */
export const devMailAttachmentSchema = z.object({
  /** Its position in the mail: `GET /api/dev/mailbox/{id}/attachments/{index}`. */
  index: z.number().int(),
  filename: z.string(),
  contentType: z.string(),
  /** Bytes. */
  size: z.number().int(),
});

export type DevMailAttachment = z.infer<typeof devMailAttachmentSchema>;

/** One entry of the development mailbox (`GET /api/dev/mailbox`). */
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

/** `GET /api/dev/mailbox/{id}/attachments/{index}`: one attachment of one mail. */
export const devMailAttachmentParamsSchema = z.object({
  id: idSchema,
  index: z.coerce.number().int().min(0).max(100),
});
