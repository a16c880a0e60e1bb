import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUTH_LIMITS,
  AUTH_MESSAGES,
  emailSchema,
  TIMERS,
  verifyEmailRequestSchema,
} from '@mentorbridge/shared';
import { MailCheck, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert, type AlertTone } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { SoftBreaks } from '@/components/ui/soft-breaks';
import { paths } from '@/config/paths';
import { useCountdown } from '@/hooks/use-countdown';
import { useResendVerification } from '../api/resend-verification';
import { useVerifyEmail } from '../api/verify-email';
import { describeVerifyFailure, rateLimitMessageOr, retryAfterOf, waitLabel } from '../auth-errors';
import type { LoginNoticeState } from '../auth-state';

interface Notice {
  tone: AlertTone;
  text: string;
  /** Goes away with the countdown on the Resend button. */
  isWait?: boolean;
}

/** The address comes from navigation state; without it (a reload, a bookmark) the form asks for it. */
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
  const [notice, setNotice] = useState<Notice | null>(null);
  const { secondsLeft, start: startWait } = useCountdown();
  // Only a new code helps, so Resend is brought forward and focused.
  const [mustResend, setMustResend] = useState(false);
  const resendButton = useRef<HTMLButtonElement>(null);
  const canSubmit = watch('token').trim().length === AUTH_LIMITS.codeLength;
  const shownNotice = notice?.isWait && secondsLeft === 0 ? null : notice;

  useEffect(() => {
    if (verifiedEmail === null) return;
    const timer = setTimeout(() => {
      const state: LoginNoticeState = { message: AUTH_MESSAGES.verifiedRedirect, email: verifiedEmail };
      navigate(paths.login, { state });
    }, TIMERS.redirectDelay);
    return () => clearTimeout(timer);
  }, [verifiedEmail, navigate]);

  const onSubmit = handleSubmit((body) => {
    setNotice(null);
    verify.mutate(body, {
      onSuccess: () => setVerifiedEmail(body.email),
      onError: (error) => {
        const failure = describeVerifyFailure(error);
        setNotice({ tone: 'error', text: failure.message });
        setMustResend(failure.mustResend);
        if (failure.mustResend) resendButton.current?.focus();
      },
    });
  });

  const onResend = () => {
    if (secondsLeft > 0) return;
    const email = emailSchema.safeParse(getValues('email'));
    if (!email.success) {
      setError('email', { message: email.error.issues[0]?.message });
      return;
    }
    clearErrors('email');
    setNotice(null);
    resend.mutate(email.data, {
      onSuccess: (response) => {
        setNotice({ tone: 'success', text: response.message });
        setMustResend(false);
      },
      onError: (error) => {
        const wait = retryAfterOf(error);
        if (wait) startWait(wait);
        setNotice({
          tone: wait ? 'info' : 'error',
          text: rateLimitMessageOr(error, AUTH_MESSAGES.resendFailed),
          isWait: Boolean(wait),
        });
      },
    });
  };

  const isVerified = verifiedEmail !== null;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Verify email" className="flex flex-col gap-4">
      {knownEmail ? (
        <p className="text-center text-sm text-slate-700">
          We sent a {AUTH_LIMITS.codeLength}-digit code to{' '}
          <strong className="font-semibold text-slate-900">
            <SoftBreaks text={knownEmail} />
          </strong>
          . It expires in 24 hours.
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
      {shownNotice && !isVerified ? <Alert tone={shownNotice.tone}>{shownNotice.text}</Alert> : null}

      <div className="flex flex-col items-center gap-2 border-t border-slate-200 pt-4 text-sm text-slate-700">
        <p>{mustResend ? 'This code no longer works.' : 'Didn’t get the code?'}</p>
        <Button
          ref={resendButton}
          variant={mustResend ? 'primary' : 'secondary'}
          onClick={onResend}
          isLoading={resend.isPending}
          disabled={isVerified}
          // Off while the wait runs, yet focusable, so the countdown is read out.
          aria-disabled={secondsLeft > 0 || undefined}
        >
          {resend.isPending ? null : <RefreshCw className="size-4" aria-hidden="true" />}
          {resend.isPending
            ? 'Sending…'
            : secondsLeft > 0
              ? `Resend Code (in ${waitLabel(secondsLeft)})`
              : 'Resend Code'}
        </Button>
      </div>
    </form>
  );
}
