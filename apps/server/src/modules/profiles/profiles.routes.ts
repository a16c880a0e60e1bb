import {
  AVATAR_LIMITS,
  alumniProfileSchema,
  avatarResponseSchema,
  errorBodySchema,
  ownAlumniProfileResponseSchema,
  ownStudentProfileResponseSchema,
  PROFILE_MESSAGES,
  profileMeResponseSchema,
  savedAlumniProfileResponseSchema,
  savedStudentProfileResponseSchema,
  studentProfileSchema,
} from '@mentorbridge/shared';
import { currentUser, requireRole, requireUser } from '../../platform/auth/guards';
import type { AppInstance } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { readUploadedFile } from '../../platform/http/multipart';
import { bearerSecurity, errorResponses } from '../../platform/http/route-schema';
import {
  avatarTooLarge,
  getOwnAlumniProfile,
  getOwnStudentProfile,
  getProfileMe,
  removeAvatar,
  replaceAvatar,
  saveAlumniProfile,
  saveStudentProfile,
} from './profiles.service';

const tags = ['profiles'];
const security = bearerSecurity;
const errors = errorResponses(400, 401, 403);

export async function profilesRoutes(app: AppInstance) {
  app.get(
    '/api/profile/me',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'The caller’s avatar and basics (any role)',
        response: { 200: profileMeResponseSchema, ...errors },
      },
    },
    async (request) => getProfileMe(app.ctx, currentUser(request)),
  );

  app.get(
    '/api/profile/student',
    {
      onRequest: requireRole('student'),
      schema: {
        tags,
        security,
        summary: 'The student’s own profile',
        response: { 200: ownStudentProfileResponseSchema, ...errors },
      },
    },
    async (request) => getOwnStudentProfile(app.ctx, currentUser(request)),
  );

  app.put(
    '/api/profile/student',
    {
      onRequest: requireRole('student'),
      schema: {
        tags,
        security,
        summary:
          'Save the whole student profile (the four wizard steps’ rules apply; empty strings clear fields)',
        body: studentProfileSchema,
        response: { 200: savedStudentProfileResponseSchema, ...errors },
      },
    },
    async (request) => saveStudentProfile(app.ctx, currentUser(request), request.body),
  );

  app.get(
    '/api/profile/alumni',
    {
      onRequest: requireRole('alumni'),
      schema: {
        tags,
        security,
        summary: 'The alumni’s own profile',
        response: { 200: ownAlumniProfileResponseSchema, ...errors },
      },
    },
    async (request) => getOwnAlumniProfile(app.ctx, currentUser(request)),
  );

  app.put(
    '/api/profile/alumni',
    {
      onRequest: requireRole('alumni'),
      schema: {
        tags,
        security,
        summary: 'Save the whole alumni profile (every required input of the wizard must be present)',
        body: alumniProfileSchema,
        response: { 200: savedAlumniProfileResponseSchema, ...errors },
      },
    },
    async (request) => saveAlumniProfile(app.ctx, currentUser(request), request.body),
  );

  app.post(
    '/api/profile/upload-avatar',
    {
      onRequest: requireUser,
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        security,
        summary: 'Upload a profile picture (multipart field `avatar`; PNG or JPEG by content, at most 3 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: avatarResponseSchema, ...errors, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { bytes } = await readUploadedFile(request, {
        field: 'avatar',
        maxBytes: AVATAR_LIMITS.maxBytes,
        missing: () => new AppError('VALIDATION_ERROR', PROFILE_MESSAGES.avatarMissing),
        tooLarge: () => avatarTooLarge(user),
      });
      return replaceAvatar(app.ctx, user, bytes);
    },
  );

  app.delete(
    '/api/profile/avatar',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Remove the profile picture',
        response: { 200: avatarResponseSchema, ...errors },
      },
    },
    async (request) => removeAvatar(app.ctx, currentUser(request)),
  );
}
