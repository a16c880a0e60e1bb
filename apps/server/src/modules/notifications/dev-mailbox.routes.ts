import { devMailAttachmentParamsSchema, devMailboxResponseSchema } from '@mentorbridge/shared';
import type { AppInstance } from '../../platform/context';
import { attachmentDisposition } from '../../platform/http/content-disposition';
import { getDevMailAttachment, listDevMailbox } from './dev-mailbox.service';

const tags = ['development'];

export async function devMailboxRoutes(app: AppInstance) {
  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags,
        summary: 'Recent mails (development only, without SMTP)',
        response: { 200: devMailboxResponseSchema },
      },
    },
    async () => ({ data: await listDevMailbox(app.ctx) }),
  );

  app.get(
    '/api/dev/mailbox/:id/attachments/:index',
    {
      schema: {
        tags,
        summary: 'Download one attachment of a mail, e.g. a calendar invitation (development only)',
        params: devMailAttachmentParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await getDevMailAttachment(app.ctx, request.params.id, request.params.index);
      return reply
        .type(file.contentType)
        .header('Content-Disposition', attachmentDisposition(file.filename))
        .send(file.content);
    },
  );
}
