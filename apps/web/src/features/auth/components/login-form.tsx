import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema, TIMERS } from '@mentorbridge/shared';
import { LogIn } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { setSession } from '@/lib/session';
import { useLogin } from '../api/login';
import { describeLoginFailure, type LoginFailure } from '../auth-errors';
import type { EmailState } from '../auth-state';
import { AUTH_LINK_CLASSES } from './auth-card';
import { PasswordField } from './password-field';

const NETWORK_HINTS = [
  'Check your internet connection.',
  'Make sure the MentorBridge server is running (npm run dev starts it).',
  'Reload the page and try again in a moment.',
] as const;

function LoginFailureAlert({ failure }: { failure: LoginFailure }) {
  if (failure.kind === 'network') {
    return (
      <Alert tone="error" title={failure.message}>
        <ul className="mt-1 list-disc space-y-0.5 pl-4">
          {NETWORK_HINTS.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      </Alert>
    );
  }
  if (failure.kind === 'verify') {
    return (
      <Alert tone="info" title={failure.message}>
        Taking you to email verification…
      </Alert>
    );
  }
  return <Alert tone="error">{failure.message}</Alert>;
}

/** The session goes to localStorage, or with "Remember me" off only to this tab. */
export function LoginForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const navigate = useNavigate();
  const [remember, setRemember] = useState(true);
  const [verifyAddress, setVerifyAddress] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const login = useLogin();

  useEffect(() => {
    if (verifyAddress === null) return;
    const timer = setTimeout(() => {
      const state: EmailState = { email: verifyAddress };
      navigate(paths.verifyEmail, { state });
    }, TIMERS.redirectDelay);
    return () => clearTimeout(timer);
  }, [verifyAddress, navigate]);

  const onSubmit = handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: (session) => setSession(session, remember),
      onError: (error) => {
        const failure = describeLoginFailure(error);
        if (failure.kind === 'verify') setVerifyAddress(failure.email ?? values.email);
      },
    });
  });

  const failure = login.isError ? describeLoginFailure(login.error) : null;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in" className="flex flex-col gap-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        required
        isRequired
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        required
        isRequired
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <label className="inline-flex cursor-pointer items-center gap-2 text-slate-700">
          <input
            type="checkbox"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
            className="size-4 rounded accent-indigo-600"
          />
          Remember me
        </label>
        <Link to={paths.forgotPassword} className={AUTH_LINK_CLASSES}>
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" className="w-full" isLoading={login.isPending}>
        {login.isPending ? null : <LogIn className="size-4" aria-hidden="true" />}
        {login.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
      {failure ? <LoginFailureAlert failure={failure} /> : null}
    </form>
  );
}
