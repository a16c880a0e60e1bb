import { AUTH_LIMITS, AUTH_MESSAGES, TIMERS } from '@mentorbridge/shared';
import { KeyRound, RefreshCw } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert, type AlertTone } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { SoftBreaks } from '@/components/ui/soft-breaks';
import { paths } from '@/config/paths';
import { useCountdown } from '@/hooks/use-countdown';
import { useResendResetOtp } from '../api/resend-reset-otp';
import { useResetPassword } from '../api/reset-password';
import { describeResetFailure, rateLimitMessageOr, retryAfterOf, waitLabel } from '../auth-errors';
import { resetFormResolver, toOtpDigits } from '../auth-forms';
import type { EmailState } from '../auth-state';
import { PasswordField } from './password-field';

interface ResetPasswordStepProps {
  email: string;
  notice: string;
  onChangeEmail: () => void;
}

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
  // One outcome at a time; a 'too soon' one lasts as long as its wait.
  const [outcome, setOutcome] = useState<{ tone: AlertTone; text: string; isWait?: boolean } | null>(null);
  const { secondsLeft, start: startWait } = useCountdown();
  // Only a new OTP helps, so Resend OTP is brought forward.
  const [mustResend, setMustResend] = useState(false);
  const resendButton = useRef<HTMLButtonElement>(null);
  const shownOutcome = outcome?.isWait && secondsLeft === 0 ? null : outcome;

  useEffect(() => {
    if (!isDone) return;
    const timer = setTimeout(() => {
      const state: EmailState = { email };
      navigate(paths.login, { state });
    }, TIMERS.redirectDelay);
    return () => clearTimeout(timer);
  }, [isDone, email, navigate]);

  const onSubmit = handleSubmit((body) => {
    setOutcome(null);
    reset.mutate(body, {
      onSuccess: () => setDone(true),
      onError: (error) => {
        const failure = describeResetFailure(error);
        setOutcome({ tone: 'error', text: failure.message });
        setMustResend(failure.mustResend);
        if (failure.mustResend) resendButton.current?.focus();
      },
    });
  });

  const onResend = () => {
    if (secondsLeft > 0) return;
    setOutcome(null);
    resend.mutate(email, {
      onSuccess: () => setMustResend(false),
      onError: (error) => {
        const wait = retryAfterOf(error);
        if (wait) startWait(wait);
        setOutcome({
          tone: wait ? 'info' : 'error',
          text: rateLimitMessageOr(error, AUTH_MESSAGES.resendOtpFailed),
          isWait: Boolean(wait),
        });
      },
    });
  };

  const otpField = register('otp');

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Reset password" className="flex flex-col gap-4">
      <Alert tone="info">
        {resend.isSuccess ? resend.data.message : notice}{' '}
        <span className="block">
          Code sent to{' '}
          <strong className="font-semibold">
            <SoftBreaks text={email} />
          </strong>
          .
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
      {shownOutcome && !isDone ? <Alert tone={shownOutcome.tone}>{shownOutcome.text}</Alert> : null}

      <div className="flex flex-wrap items-center justify-center gap-2 border-t border-slate-200 pt-4">
        <Button
          ref={resendButton}
          variant={mustResend ? 'primary' : 'secondary'}
          onClick={onResend}
          isLoading={resend.isPending}
          disabled={isDone}
          // Off while the wait runs, yet focusable, so the countdown is read out.
          aria-disabled={secondsLeft > 0 || undefined}
        >
          {resend.isPending ? null : <RefreshCw className="size-4" aria-hidden="true" />}
          {resend.isPending
            ? 'Sending…'
            : secondsLeft > 0
              ? `Resend OTP (in ${waitLabel(secondsLeft)})`
              : 'Resend OTP'}
        </Button>
        <Button variant="ghost" onClick={onChangeEmail} disabled={isDone}>
          Use a different email
        </Button>
      </div>
    </form>
  );
}
