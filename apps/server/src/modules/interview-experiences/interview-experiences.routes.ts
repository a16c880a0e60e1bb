import {
  addExperienceResponseSchema,
  editExperienceResponseSchema,
  experienceBodySchema,
  helpfulResponseSchema,
  idParamsSchema,
  interviewListQuerySchema,
  interviewListResponseSchema,
  interviewResponseSchema,
  myExperiencesResponseSchema,
  successResponseSchema,
} from '@mentorbridge/shared';
import { currentUser, requireRole, requireUser } from '../../platform/auth/guards';
import type { AppInstance } from '../../platform/context';
import { setListHeaders } from '../../platform/http/list-headers';
import { bearerSecurity, errorResponses } from '../../platform/http/route-schema';
import { registerReportRoute } from '../content-reports/content-reports.module';
import { markHelpful, withdrawHelpful } from './experience-votes.service';
import {
  addExperience,
  deleteExperience,
  editExperience,
  getInterview,
  listInterviews,
  listMyExperiences,
  reportExperience,
} from './interview-experiences.service';

const tags = ['interview-experiences'];
const security = bearerSecurity;
const errors = errorResponses(400, 401, 403, 404, 409, 422);
const P = '/api/alumni-features';
const BODY_NOTE =
  'Takes the add form `{companyName, interviewRounds, questionTypes[], questions[{questionText, studentAnswer, expectedAnswer, roundType}], companyExpectations, tips}` or the edit form `{companyName, role, interviewDate, difficulty, result, rounds, questions[{question, answer, round, types[]}]}`; both map onto one stored model. Author, counts and dates never come from the body.';

export async function interviewExperiencesRoutes(app: AppInstance) {
  const alumniOnly = requireRole('alumni');

  app.get(
    `${P}/my-interview-experiences`,
    {
      onRequest: alumniOnly,
      schema: {
        tags,
        security,
        summary: 'Your interview experiences, newest first',
        description: 'The newest 500; `X-Total-Count` is the number of your experiences.',
        response: { 200: myExperiencesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { total, body } = await listMyExperiences(app.ctx, currentUser(request));
      reply.header('X-Total-Count', String(total));
      return body;
    },
  );

  app.post(
    `${P}/interview-experience`,
    {
      onRequest: alumniOnly,
      config: { idempotent: true },
      schema: {
        tags,
        security,
        summary: 'Share an interview experience (+15 points)',
        description: `${BODY_NOTE} Send an \`Idempotency-Key\` header to make a retried or doubled call return the first answer.`,
        body: experienceBodySchema,
        response: { 201: addExperienceResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addExperience(app.ctx, currentUser(request), request.body)),
  );

  app.put(
    `${P}/interview-experience/:id`,
    {
      onRequest: alumniOnly,
      schema: {
        tags,
        security,
        summary: 'Edit one of your interview experiences',
        description: `${BODY_NOTE} Expected answers, expectations, tips and question types the edit form does not send are kept; the add form keeps a question’s round and types while its text and round type are unchanged.`,
        params: idParamsSchema,
        body: experienceBodySchema,
        response: { 200: editExperienceResponseSchema, ...errors },
      },
    },
    async (request) => editExperience(app.ctx, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    `${P}/interview-experience/:id`,
    {
      onRequest: requireRole('alumni', 'admin'),
      schema: {
        tags,
        security,
        summary: 'Delete an interview experience (its author, or an admin); its points are taken back',
        params: idParamsSchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => deleteExperience(app.ctx, currentUser(request), request.params.id),
  );

  app.get(
    '/api/interviews',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Interview experiences, a JSON array: full-text search, filters, optional pages',
        description:
          '`q` searches company, role and questions (every word as a prefix, ranked, with a `snippet` whose matched parts have `match: true`); `company` matches literally and case-insensitively; `round` matches a question’s round or type. Without `page` or `limit`, every match up to 1,000; with either, one page and a `Link` header. `X-Total-Count` is always the number of matches.',
        querystring: interviewListQuerySchema,
        response: { 200: interviewListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { window, total, body } = await listInterviews(app.ctx, currentUser(request), request.query);
      setListHeaders(request, reply, window, total);
      return body;
    },
  );

  app.get(
    '/api/interviews/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'One interview experience',
        params: idParamsSchema,
        response: { 200: interviewResponseSchema, ...errors },
      },
    },
    async (request) => getInterview(app.ctx, currentUser(request), request.params.id),
  );

  app.put(
    '/api/interviews/:id/helpful',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Mark an experience helpful (once per user; repeating is harmless; not your own)',
        params: idParamsSchema,
        response: { 200: helpfulResponseSchema, ...errors },
      },
    },
    async (request) => markHelpful(app.ctx, currentUser(request), request.params.id),
  );

  app.delete(
    '/api/interviews/:id/helpful',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Withdraw your helpful vote (harmless without one)',
        params: idParamsSchema,
        response: { 200: helpfulResponseSchema, ...errors },
      },
    },
    async (request) => withdrawHelpful(app.ctx, currentUser(request), request.params.id),
  );

  registerReportRoute(app, {
    url: '/api/interviews/:id/report',
    tags,
    summary: 'Report an experience to the admins (one open report per user; not your own)',
    report: reportExperience,
  });
}
