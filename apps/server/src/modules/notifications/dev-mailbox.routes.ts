import { devMailboxResponseSchema } from '@mentorbridge/shared';
import type { AppInstance } from '../../platform/context';
import { listDevMailbox } from './dev-mailbox.service';

/** Registered only without SMTP and outside production (see app.ts). */
export async function devMailboxRoutes(app: AppInstance) {
  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Recent mails (development only, without SMTP)',
        response: { 200: devMailboxResponseSchema },
      },
    },
    async () => ({ data: await listDevMailbox(app.ctx) }),
  );
}
