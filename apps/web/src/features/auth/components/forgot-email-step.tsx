import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, emailOnlyRequestSchema } from '@mentorbridge/shared';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useRequestPasswordReset } from '../api/forgot-password';
import { rateLimitMessageOr } from '../auth-errors';

interface ForgotEmailStepProps {
  defaultEmail: string;
  /** Called with the normalised address and the server's sentence once the OTP is on its way. */
  onSent: (email: string, message: string) => void;
}

/** Step 1 of the password reset: the address to send the OTP to. */
export function ForgotEmailStep({ defaultEmail, onSent }: ForgotEmailStepProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(emailOnlyRequestSchema), defaultValues: { email: defaultEmail } });
  const request = useRequestPasswordReset();

  const onSubmit = handleSubmit(({ email }) => {
    request.mutate(email, { onSuccess: (response) => onSent(email, response.message) });
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
      <Button type="submit" size="lg" className="w-full" isLoading={request.isPending}>
        {request.isPending ? null : <Send className="size-4" aria-hidden="true" />}
        {request.isPending ? 'Sending…' : 'Send OTP'}
      </Button>
      {request.isError ? (
        <Alert tone="error">{rateLimitMessageOr(request.error, AUTH_MESSAGES.sendOtpFailed)}</Alert>
      ) : null}
    </form>
  );
}
