import {
  authProfileResponseSchema,
  authProvidersResponseSchema,
  emailOnlyRequestSchema,
  errorBodySchema,
  googleCallbackQuerySchema,
  loginRequestSchema,
  messageResponseSchema,
  redirectResponseSchema,
  registerGoogleRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordRequestSchema,
  sessionResponseSchema,
  successResponseSchema,
  verifyEmailRequestSchema,
} from '@mentorbridge/shared';
import { isGoogleConfigured } from '../../config';
import { currentUser, requireUser } from '../../platform/auth/guards';
import type { AppInstance } from '../../platform/context';
import { bearerSecurity, errorResponses } from '../../platform/http/route-schema';
import {
  getAuthProfile,
  login,
  register,
  resendVerification,
  resetPassword,
  sendResetOtp,
  verifyEmail,
} from './auth.service';
import { finishGoogleSignIn, loginErrorUrl, registerGoogleUser, startGoogleSignIn } from './google.service';

const tags = ['auth'];
const errors = errorResponses(400, 401, 403, 409, 429);
// Per-IP ceiling on the unauthenticated account calls, on top of the per-address rules of the services.
const perIp = { rateLimit: { max: 30, timeWindow: 60_000 } };

export async function authRoutes(app: AppInstance) {
  app.post(
    '/api/auth/register',
    {
      config: perIp,
      schema: {
        tags,
        summary: 'Create a student or alumni account; a verification code is mailed',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await register(app.ctx, request.body)),
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        description:
          '401 for an unknown address or wrong password; 403 with `requiresVerification` for an unverified account; 429 after 10 failures per address or IP in 15 minutes.',
        body: loginRequestSchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request) => login(app.ctx, request.body, request.ip),
  );

  app.post(
    '/api/auth/verify-email',
    {
      config: perIp,
      schema: {
        tags,
        summary: 'Verify the e-mail address with the 6-digit code',
        description: 'A wrong code answers 400; a void or expired one answers 400 with `expired: true`.',
        body: verifyEmailRequestSchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => verifyEmail(app.ctx, request.body.email, request.body.token),
  );

  app.post(
    '/api/auth/resend-verification',
    {
      config: perIp,
      schema: {
        tags,
        summary: 'Mail a new verification code (once a minute, 5 an hour)',
        body: emailOnlyRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => resendVerification(app.ctx, request.body.email),
  );

  for (const path of ['/api/auth/forgot-password', '/api/auth/resend-reset-otp'] as const) {
    app.post(
      path,
      {
        config: perIp,
        schema: {
          tags,
          summary: 'Mail a password-reset OTP; the same answer whether or not the address exists',
          body: emailOnlyRequestSchema,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request) => sendResetOtp(app.ctx, request.body.email),
    );
  }

  app.post(
    '/api/auth/reset-password',
    {
      config: perIp,
      schema: {
        tags,
        summary: 'Choose a new password with the OTP; ends every existing session',
        body: resetPasswordRequestSchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => resetPassword(app.ctx, request.body),
  );

  app.post(
    '/api/auth/register-google',
    {
      config: perIp,
      schema: {
        tags,
        summary: 'Finish a new Google user’s sign-up with the chosen role',
        body: registerGoogleRequestSchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request) => registerGoogleUser(app.ctx, request.body.tempUserId, request.body.role),
  );

  app.get(
    '/api/auth/providers',
    {
      schema: {
        tags,
        summary: 'Which sign-in providers this server offers',
        response: { 200: authProvidersResponseSchema },
      },
    },
    async () => ({ google: isGoogleConfigured(app.ctx.config) }),
  );

  app.get(
    '/api/auth/google',
    {
      config: perIp,
      schema: {
        tags,
        summary: 'Redirects the browser to Google (OpenID Connect with state, nonce and PKCE)',
        response: { 302: redirectResponseSchema, 503: errorBodySchema },
      },
    },
    async (_request, reply) => {
      try {
        return reply.redirect(await startGoogleSignIn(app.ctx));
      } catch (error) {
        app.ctx.logger.warn({ err: error }, 'google sign-in could not start');
        return reply.redirect(loginErrorUrl(app.ctx, 'authentication_failed'));
      }
    },
  );

  app.get(
    '/api/auth/google/callback',
    {
      schema: {
        tags,
        summary: 'Google sends the browser back here; it continues to the app',
        querystring: googleCallbackQuerySchema,
        response: { 302: redirectResponseSchema },
      },
    },
    async (request, reply) => reply.redirect(await finishGoogleSignIn(app.ctx, request.query)),
  );

  app.get(
    '/api/auth/profile',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The caller’s own account',
        security: bearerSecurity,
        response: { 200: authProfileResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => getAuthProfile(app.ctx, currentUser(request).id),
  );
}
