import { AUTH_LIMITS, AUTH_MESSAGES, TIMERS } from '@mentorbridge/shared';
import { KeyRound, RefreshCw } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { failureMessage } from '@/lib/failure-message';
import { useResendResetOtp } from '../api/resend-reset-otp';
import { useResetPassword } from '../api/reset-password';
import { rateLimitMessageOr } from '../auth-errors';
import { resetFormResolver, toOtpDigits } from '../auth-forms';
import type { EmailState } from '../auth-state';
import { PasswordField } from './password-field';

interface ResetPasswordStepProps {
  email: string;
  /** The server's answer to step 1, shown until a resend replaces it. */
  notice: string;
  onChangeEmail: () => void;
}

/**
 * Step 2 of the password reset: OTP, new password and confirmation, with Resend OTP (part 1 sections 4,
 * 5 and 8). Success shows the server's sentence and goes to /login after TIMERS.redirectDelay.
 */
export function ResetPasswordStep({ email, notice, onChangeEmail }: ResetPasswordStepProps) {
  const navigate = useNavigate();
  const resolver = useMemo(() => resetFormResolver(email), [email]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver,
    defaultValues: { otp: '', newPassword: '', confirmPassword: '' },
  });
  const reset = useResetPassword();
  const resend = useResendResetOtp();
  const [isDone, setDone] = useState(false);

  useEffect(() => {
    if (!isDone) return;
    const timer = setTimeout(() => {
      const state: EmailState = { email };
      navigate(paths.login, { state });
    }, TIMERS.redirectDelay);
    return () => clearTimeout(timer);
  }, [isDone, email, navigate]);

  const onSubmit = handleSubmit((body) => {
    reset.mutate(body, { onSuccess: () => setDone(true) });
  });

  const otpField = register('otp');

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Reset password" className="flex flex-col gap-4">
      <Alert tone="info">
        {resend.isSuccess ? resend.data.message : notice}{' '}
        <span className="block">
          Code sent to <strong className="font-semibold break-all">{email}</strong>.
        </span>
      </Alert>
      <TextField
        label="OTP"
        hint={`The ${AUTH_LIMITS.codeLength}-digit code from the email. It expires in 15 minutes.`}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={AUTH_LIMITS.codeLength}
        required
        isRequired
        className="text-center font-mono text-lg tracking-[0.5em]"
        error={errors.otp?.message}
        {...otpField}
        onChange={(event) => {
          // Digits only, as they are typed or pasted (part 1 section 5).
          event.target.value = toOtpDigits(event.target.value);
          return otpField.onChange(event);
        }}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint={`At least ${AUTH_LIMITS.passwordMin} characters.`}
        maxLength={AUTH_LIMITS.passwordMax}
        required
        isRequired
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        label="Confirm new password"
        toggleLabel="Show confirm password"
        autoComplete="new-password"
        maxLength={AUTH_LIMITS.passwordMax}
        required
        isRequired
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" className="w-full" isLoading={reset.isPending} disabled={isDone}>
        {reset.isPending ? null : <KeyRound className="size-4" aria-hidden="true" />}
        {reset.isPending ? 'Resetting…' : 'Reset Password'}
      </Button>
      {isDone ? (
        <Alert tone="success" title={reset.data?.message ?? AUTH_MESSAGES.passwordReset}>
          Taking you to sign in…
        </Alert>
      ) : null}
      {reset.isError ? (
        <Alert tone="error">{failureMessage(reset.error, AUTH_MESSAGES.resetFailed)}</Alert>
      ) : null}

      <div className="flex flex-wrap items-center justify-center gap-2 border-t border-slate-200 pt-4">
        <Button
          variant="secondary"
          onClick={() => resend.mutate(email)}
          isLoading={resend.isPending}
          disabled={isDone}
        >
          {resend.isPending ? null : <RefreshCw className="size-4" aria-hidden="true" />}
          {resend.isPending ? 'Sending…' : 'Resend OTP'}
        </Button>
        <Button variant="ghost" onClick={onChangeEmail} disabled={isDone}>
          Use a different email
        </Button>
      </div>
      {resend.isError ? (
        <Alert tone="error">{rateLimitMessageOr(resend.error, AUTH_MESSAGES.resendOtpFailed)}</Alert>
      ) : null}
    </form>
  );
}
