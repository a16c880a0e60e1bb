import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUTH_LIMITS,
  AUTH_MESSAGES,
  emailSchema,
  TIMERS,
  verifyEmailRequestSchema,
} from '@mentorbridge/shared';
import { MailCheck, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { failureMessage } from '@/lib/failure-message';
import { useResendVerification } from '../api/resend-verification';
import { useVerifyEmail } from '../api/verify-email';
import { errorFlags, rateLimitMessageOr } from '../auth-errors';
import type { LoginNoticeState } from '../auth-state';

function verifyFailureMessage(error: unknown): string {
  if (errorFlags(error).expired) return AUTH_MESSAGES.codeExpired;
  return failureMessage(error, AUTH_MESSAGES.verifyFailed);
}

/**
 * The 6-character code entry with Resend Code (part 1 sections 2, 4, 5 and 8). The address comes from
 * navigation state; without it (a reload, a bookmark) the form asks for it.
 */
export function VerifyEmailForm({ knownEmail }: { knownEmail: string | null }) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    watch,
    getValues,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(verifyEmailRequestSchema),
    defaultValues: { email: knownEmail ?? '', token: '' },
  });
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);
  const canSubmit = watch('token').trim().length === AUTH_LIMITS.codeLength;

  useEffect(() => {
    if (verifiedEmail === null) return;
    const timer = setTimeout(() => {
      const state: LoginNoticeState = { message: AUTH_MESSAGES.verifiedRedirect, email: verifiedEmail };
      navigate(paths.login, { state });
    }, TIMERS.redirectDelay);
    return () => clearTimeout(timer);
  }, [verifiedEmail, navigate]);

  const onSubmit = handleSubmit((body) => {
    resend.reset();
    verify.mutate(body, { onSuccess: () => setVerifiedEmail(body.email) });
  });

  const onResend = () => {
    const email = emailSchema.safeParse(getValues('email'));
    if (!email.success) {
      setError('email', { message: email.error.issues[0]?.message });
      return;
    }
    clearErrors('email');
    resend.mutate(email.data, { onSuccess: () => verify.reset() });
  };

  const isVerified = verifiedEmail !== null;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Verify email" className="flex flex-col gap-4">
      {knownEmail ? (
        <p className="text-center text-sm text-slate-700">
          We sent a {AUTH_LIMITS.codeLength}-digit code to{' '}
          <strong className="font-semibold break-all text-slate-900">{knownEmail}</strong>. It expires in 24
          hours.
        </p>
      ) : (
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          isRequired
          error={errors.email?.message}
          {...register('email')}
        />
      )}
      <TextField
        label="Verification code"
        hint={`The ${AUTH_LIMITS.codeLength}-digit code from the email.`}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={AUTH_LIMITS.codeLength}
        spellCheck={false}
        required
        isRequired
        className="text-center font-mono text-lg tracking-[0.5em]"
        error={errors.token?.message}
        {...register('token')}
      />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={!canSubmit || isVerified}
        isLoading={verify.isPending}
      >
        {verify.isPending ? null : <MailCheck className="size-4" aria-hidden="true" />}
        {verify.isPending ? 'Verifying…' : 'Verify Email'}
      </Button>
      {isVerified ? (
        <Alert tone="success" title={verify.data?.message ?? AUTH_MESSAGES.verified}>
          Taking you to sign in…
        </Alert>
      ) : null}
      {verify.isError ? <Alert tone="error">{verifyFailureMessage(verify.error)}</Alert> : null}

      <div className="flex flex-col items-center gap-2 border-t border-slate-200 pt-4 text-sm text-slate-700">
        <p>Didn’t get the code?</p>
        <Button variant="secondary" onClick={onResend} isLoading={resend.isPending} disabled={isVerified}>
          {resend.isPending ? null : <RefreshCw className="size-4" aria-hidden="true" />}
          {resend.isPending ? 'Sending…' : 'Resend Code'}
        </Button>
        {resend.isSuccess ? <Alert tone="success">{resend.data.message}</Alert> : null}
        {resend.isError ? (
          <Alert tone="error">{rateLimitMessageOr(resend.error, AUTH_MESSAGES.resendFailed)}</Alert>
        ) : null}
      </div>
    </form>
  );
}
