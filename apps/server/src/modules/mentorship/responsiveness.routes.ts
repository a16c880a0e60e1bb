import { ownResponsivenessSchema, resumeRequestsResponseSchema } from '@mentorbridge/shared';
import { currentUser, requireRole } from '../../platform/auth/guards';
import type { AppInstance } from '../../platform/context';
import { bearerSecurity, errorResponses } from '../../platform/http/route-schema';
import { ownResponsiveness, resumeRequests } from './responsiveness.service';

const tags = ['mentorship'];
const security = bearerSecurity;
const errors = errorResponses(400, 401, 403, 409);

export async function responsivenessRoutes(app: AppInstance) {
  app.get(
    '/api/mentorship-requests/alumni/responsiveness',
    {
      onRequest: requireRole('alumni'),
      schema: {
        tags,
        security,
        summary: 'The alumni’s reply time, last activity, expiry streak and pause',
        description:
          '`replyWithinDays` is the mean reply time of answered (accepted or rejected) requests rounded up to whole days, null before the first answer. After 3 requests in a row expire unanswered, `pausedAt` is set and students cannot send new requests until the alumni resumes.',
        response: { 200: ownResponsivenessSchema, ...errors },
      },
    },
    async (request) => ownResponsiveness(app.ctx, currentUser(request)),
  );

  app.post(
    '/api/mentorship-requests/alumni/resume',
    {
      onRequest: requireRole('alumni'),
      schema: {
        tags,
        security,
        summary: 'Take new requests again after a pause',
        description: 'Clears the pause and the expiry streak. 409 when the alumni is not paused.',
        response: { 200: resumeRequestsResponseSchema, ...errors },
      },
    },
    async (request) => resumeRequests(app.ctx, currentUser(request)),
  );
}
