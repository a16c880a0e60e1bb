import { z } from 'zod';
import { roleSchema } from './role-schema';
import { sessionSchema } from './session';

export const AUTH_LIMITS = {
  passwordMin: 6,
  passwordMax: 128,
  nameMax: 100,
  codeLength: 6,
  verificationCodeTtlMs: 24 * 60 * 60 * 1000,
  resetOtpTtlMs: 15 * 60 * 1000,
  codeMaxAttempts: 5,
  resendMinIntervalMs: 60 * 1000,
  resendMaxPerHour: 5,
  /** Failed logins in the window before 429: per account, per (IP, account), per IP (a campus NAT). */
  loginMaxFailures: 10,
  loginMaxFailuresPerIpAccount: 5,
  loginMaxFailuresPerIp: 100,
  loginWindowMs: 15 * 60 * 1000,
  tokenTtlSeconds: 7 * 24 * 60 * 60,
  googlePendingTtlMs: 10 * 60 * 1000,
} as const;

/** Worded as the specification gives them. */
export const AUTH_MESSAGES = {
  registered: 'Account created! Please check your email for verification code.',
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  verifyFirst: 'Please verify your email before logging in.',
  deactivated: 'Your account has been deactivated. Contact the administrator.',
  invalidCode: 'Invalid verification code',
  codeExpired: 'Verification code expired. Please click "Resend Code" to get a new one.',
  codeTooManyTries:
    'Too many wrong codes: this code no longer works. Please click "Resend Code" to get a new one.',
  verified: 'Email verified successfully',
  codeResent: 'If the address needs verifying, a new verification code has been sent to it.',
  resendTooSoon: 'Please wait a minute before requesting another code.',
  resendTooMany: 'Too many codes requested. Please try again in an hour.',
  otpSent: 'If an account exists for this email, an OTP has been sent to it.',
  invalidOtp: 'Invalid OTP',
  otpExpired: 'OTP expired. Please request a new one.',
  otpTooManyTries: 'Too many wrong OTPs: this OTP no longer works. Please request a new one.',
  passwordReset: 'Password reset successfully',
  registrationExpired: 'Registration session expired. Please sign in with Google again.',
  googleNotConfigured: 'Google sign-in is not configured on this server',
  sessionExpired: 'Your session has expired. Please sign in again.',
  signInRequired: 'Please sign in to continue.',
  wrongRole: 'You do not have permission to do that.',
  passwordsDoNotMatch: 'Passwords do not match',
  allFieldsRequired: 'All fields are required',
  passwordTooShort: 'Password must be at least 6 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  nameRequired: 'Name is required',
  roleRequired: 'Please select a role to continue.',
  roleInvalid: 'Only student or alumni may be chosen',
  passwordTooLong: 'Password must be at most 128 characters',
  codeRequired: 'Verification code is required',
  otpDigits: 'OTP must be 6 digits',
  loginFailed: 'Login failed. Please try again.',
  loginUnauthorized: 'Invalid email or password. Please check your credentials and try again.',
  registerFailed: 'Registration failed',
  googleRegisterFailed: 'Registration failed. Please try again.',
  verifyFailed: 'Verification failed. Please try again.',
  verifiedRedirect: 'Email verified! Please login to continue.',
  resendFailed: 'Failed to resend code. Please try again.',
  sendOtpFailed: 'Failed to send OTP',
  resendOtpFailed: 'Failed to resend OTP',
  resetFailed: 'Failed to reset password',
  invalidGoogleLink: 'Invalid registration link. Please try signing up with Google again.',
} as const;

/** The 429 answer to a login: says when to try again (whole minutes, at least one). */
export function tooManyLoginsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** `/login?error=` codes and what the login page shows for them. */
export const GOOGLE_ERROR_MESSAGES: Record<string, string> = {
  authentication_failed: 'Google authentication failed. Please try again.',
  google_auth_failed: 'Google sign-in was unsuccessful. Please try again.',
  profile_fetch_failed: 'Failed to fetch profile. Please try logging in normally.',
  invalid_token: 'Authentication token is invalid. Please try again.',
};
export const GOOGLE_ERROR_FALLBACK = 'An error occurred during authentication.';

const m = AUTH_MESSAGES;

/** E-mail addresses are trimmed and lower-cased before every lookup and store. */
export const emailSchema = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, { error: m.emailRequired })
  .max(254, { error: m.emailInvalid })
  .pipe(z.email({ error: m.emailInvalid }))
  .transform((email) => email.toLowerCase());

const passwordSchema = z
  .string({ error: m.passwordRequired })
  .min(1, { error: m.passwordRequired })
  .min(AUTH_LIMITS.passwordMin, { error: m.passwordTooShort })
  .max(AUTH_LIMITS.passwordMax, { error: m.passwordTooLong });

export const signUpRoleSchema = z.enum(['student', 'alumni'], { error: m.roleInvalid });

export const registerRequestSchema = z.object({
  name: z
    .string({ error: m.nameRequired })
    .trim()
    .min(1, { error: m.nameRequired })
    .max(AUTH_LIMITS.nameMax, { error: `Name must be at most ${AUTH_LIMITS.nameMax} characters` }),
  email: emailSchema,
  password: passwordSchema,
  role: signUpRoleSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: m.passwordRequired }).min(1, { error: m.passwordRequired }).max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

const codeSchema = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(AUTH_LIMITS.codeLength * 2, { error: m.invalidCode });

/** Body of `POST /api/auth/verify-email`: the address and the 6-character code from the mail. */
export const verifyEmailRequestSchema = z.object({ email: emailSchema, token: codeSchema(m.codeRequired) });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

export const emailOnlyRequestSchema = z.object({ email: emailSchema });
export type EmailOnlyRequest = z.infer<typeof emailOnlyRequestSchema>;

export const resetPasswordRequestSchema = z
  .object({
    email: emailSchema,
    otp: z
      .string({ error: m.allFieldsRequired })
      .trim()
      .min(1, { error: m.allFieldsRequired })
      .regex(/^\d{6}$/, { error: m.otpDigits }),
    newPassword: z
      .string({ error: m.allFieldsRequired })
      .min(1, { error: m.allFieldsRequired })
      .min(AUTH_LIMITS.passwordMin, { error: m.passwordTooShort })
      .max(AUTH_LIMITS.passwordMax, { error: m.passwordTooLong }),
    confirmPassword: z.string({ error: m.allFieldsRequired }).min(1, { error: m.allFieldsRequired }),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    error: m.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** Body of `POST /api/auth/register-google`: the pending Google sign-up and the role chosen for it. */
export const registerGoogleRequestSchema = z.object({
  tempUserId: z
    .string({ error: m.registrationExpired })
    .trim()
    .min(1, { error: m.registrationExpired })
    .max(200),
  role: z.enum(['student', 'alumni'], { error: m.roleRequired }),
});
export type RegisterGoogleRequest = z.infer<typeof registerGoogleRequestSchema>;

/** The service checks each field, so a missing one ends on the login page's error instead of a 400. */
export const googleCallbackQuerySchema = z.record(z.string(), z.string());
export type GoogleCallbackQuery = z.infer<typeof googleCallbackQuerySchema>;

/** `POST /api/auth/register` (201): the account waits for its e-mail verification. */
export const registerResponseSchema = z.object({
  message: z.string(),
  requiresVerification: z.literal(true),
  email: z.string(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const sessionResponseSchema = sessionSchema;

export const authProfileResponseSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  isVerified: z.boolean(),
  isProfileComplete: z.boolean(),
  avatar: z.string().optional(),
  createdAt: z.string(),
});
export type AuthProfile = z.infer<typeof authProfileResponseSchema>;

export const authProvidersResponseSchema = z.object({ google: z.boolean() });
export type AuthProvidersResponse = z.infer<typeof authProvidersResponseSchema>;
