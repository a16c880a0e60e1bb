import {
  CONTACT_RATE_LIMIT,
  contactRequestSchema,
  contactResponseSchema,
  errorBodySchema,
  MESSAGES,
} from '@mentorbridge/shared';
import type { AppInstance } from '../../platform/context';
import { sendContactMessage } from './contact.service';

export async function contactRoutes(app: AppInstance) {
  app.post(
    '/api/contact/send',
    {
      config: {
        rateLimit: {
          max: CONTACT_RATE_LIMIT.max,
          timeWindow: CONTACT_RATE_LIMIT.windowMs,
          errorResponseBuilder: (_request, context) => ({
            statusCode: 429,
            message: MESSAGES.contact.tooMany,
            retryAfter: context.after,
          }),
        },
      },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the MentorBridge team',
        description:
          'Stores the message, mails it to the platform inbox and a confirmation with its reference number to the sender. 5 per hour per IP.',
        body: contactRequestSchema,
        response: { 201: contactResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const result = await sendContactMessage(app.ctx, request.body, request.ip);
      return reply.status(201).send(result);
    },
  );
}
