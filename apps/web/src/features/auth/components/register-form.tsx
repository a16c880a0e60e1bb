import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_LIMITS, AUTH_MESSAGES, type RegisterRequest } from '@mentorbridge/shared';
import { UserRoundPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { useSubmitGuard } from '@/hooks/use-submit-guard';
import { ApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/failure-message';
import { setSession } from '@/lib/session';
import { useRegister } from '../api/register';
import { type RegisterFormInput, registerFormSchema } from '../auth-forms';
import type { EmailState } from '../auth-state';
import { postAuthPath } from '../post-auth-path';
import { PasswordField } from './password-field';
import { RoleChoice } from './role-choice';

const FIELDS = ['name', 'email', 'password', 'role'] as const satisfies readonly (keyof RegisterFormInput)[];

export function RegisterForm({ defaultRole }: { defaultRole: RegisterRequest['role'] }) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterFormInput, unknown, RegisterRequest & { confirmPassword: string }>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { role: defaultRole, name: '', email: '', password: '', confirmPassword: '' },
  });
  const signUp = useRegister();
  const { guard, isSubmitting } = useSubmitGuard();

  // A doubled click would create the account and then answer 409 'already exists' beside it.
  const onSubmit = handleSubmit(({ confirmPassword: _confirmation, ...body }) =>
    signUp
      .mutateAsync(body, {
        onSuccess: (response) => {
          if ('token' in response) {
            // A server that does not require verification answers with the session itself.
            setSession(response);
            navigate(postAuthPath(response), { replace: true });
            return;
          }
          const state: EmailState = { email: response.email };
          navigate(paths.verifyEmail, { state });
        },
        onError: (failure) => {
          if (!(failure instanceof ApiError)) return;
          for (const fieldError of failure.errors ?? []) {
            const field = FIELDS.find((name) => name === fieldError.path);
            if (field) setError(field, { message: fieldError.message });
          }
        },
      })
      .catch(() => undefined),
  );

  return (
    <form onSubmit={guard(onSubmit)} noValidate aria-label="Create account" className="flex flex-col gap-4">
      <RoleChoice field={register('role')} error={errors.role?.message} />
      <TextField
        label="Full name"
        autoComplete="name"
        maxLength={AUTH_LIMITS.nameMax}
        required
        isRequired
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        isRequired
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint={`At least ${AUTH_LIMITS.passwordMin} characters.`}
        maxLength={AUTH_LIMITS.passwordMax}
        required
        isRequired
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label="Confirm password"
        toggleLabel="Show confirm password"
        autoComplete="new-password"
        maxLength={AUTH_LIMITS.passwordMax}
        required
        isRequired
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" className="w-full" isLoading={signUp.isPending} disabled={isSubmitting}>
        {signUp.isPending ? null : <UserRoundPlus className="size-4" aria-hidden="true" />}
        {signUp.isPending ? 'Creating account…' : 'Create account'}
      </Button>
      {signUp.isError ? (
        <Alert tone="error">{failureMessage(signUp.error, AUTH_MESSAGES.registerFailed)}</Alert>
      ) : null}
    </form>
  );
}
