import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, emailOnlyRequestSchema } from '@mentorbridge/shared';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useCountdown } from '@/hooks/use-countdown';
import { useRequestPasswordReset } from '../api/forgot-password';
import { rateLimitMessageOr, retryAfterOf, waitLabel } from '../auth-errors';

interface ForgotEmailStepProps {
  defaultEmail: string;
  onSent: (email: string, message: string) => void;
}

export function ForgotEmailStep({ defaultEmail, onSent }: ForgotEmailStepProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(emailOnlyRequestSchema), defaultValues: { email: defaultEmail } });
  const request = useRequestPasswordReset();
  const { secondsLeft, start: startWait } = useCountdown();
  const waitFor = request.isError ? retryAfterOf(request.error) : null;

  const onSubmit = handleSubmit(({ email }) => {
    request.mutate(email, {
      onSuccess: (response) => onSent(email, response.message),
      onError: (error) => startWait(retryAfterOf(error) ?? 0),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Send OTP" className="flex flex-col gap-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        hint="We will email you a 6-digit code to reset your password."
        required
        isRequired
        error={errors.email?.message}
        {...register('email')}
      />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        isLoading={request.isPending}
        disabled={secondsLeft > 0}
      >
        {request.isPending ? null : <Send className="size-4" aria-hidden="true" />}
        {request.isPending
          ? 'Sending…'
          : secondsLeft > 0
            ? `Send OTP (in ${waitLabel(secondsLeft)})`
            : 'Send OTP'}
      </Button>
      {request.isError && !(waitFor && secondsLeft === 0) ? (
        <Alert tone={waitFor ? 'info' : 'error'}>
          {rateLimitMessageOr(request.error, AUTH_MESSAGES.sendOtpFailed)}
        </Alert>
      ) : null}
    </form>
  );
}
