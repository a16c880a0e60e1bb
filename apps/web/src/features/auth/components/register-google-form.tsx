import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, registerGoogleRequestSchema } from '@mentorbridge/shared';
import { ChevronRight } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SoftBreaks } from '@/components/ui/soft-breaks';
import { useSubmitGuard } from '@/hooks/use-submit-guard';
import { failureMessage } from '@/lib/failure-message';
import { setSession } from '@/lib/session';
import { useRegisterGoogle } from '../api/register-google';
import { postAuthPath } from '../post-auth-path';
import { RoleChoice } from './role-choice';

const roleFormSchema = registerGoogleRequestSchema.pick({ role: true });

export interface GoogleSignUp {
  tempUserId: string;
  name: string;
  email: string;
  avatar: string | null;
}

export function RegisterGoogleForm({ signUp }: { signUp: GoogleSignUp }) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(roleFormSchema) });
  const registerGoogle = useRegisterGoogle();
  const { guard, isSubmitting } = useSubmitGuard();

  const onSubmit = handleSubmit(({ role }) =>
    registerGoogle
      .mutateAsync(
        { tempUserId: signUp.tempUserId, role },
        {
          onSuccess: (session) => {
            setSession(session);
            navigate(postAuthPath(session), { replace: true });
          },
        },
      )
      // The mutation's error state shows the failure; the promise only releases the guard.
      .catch(() => undefined),
  );

  // The server's CSP admits only its own images, so Google's picture is not loaded here.
  const avatar = signUp.avatar?.startsWith('/') && !signUp.avatar.startsWith('//') ? signUp.avatar : null;

  return (
    <form onSubmit={guard(onSubmit)} noValidate aria-label="Choose your role" className="flex flex-col gap-4">
      <div className="flex items-center gap-3 rounded-lg bg-slate-50 p-3">
        <UserAvatar name={signUp.name} src={avatar} className="size-10" />
        <div className="min-w-0 text-sm">
          <p className="font-semibold text-slate-900">{signUp.name}</p>
          <p className="text-slate-600">
            <SoftBreaks text={signUp.email} />
          </p>
        </div>
      </div>
      <RoleChoice field={register('role')} error={errors.role?.message} legend="Continue as" />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        isLoading={registerGoogle.isPending}
        disabled={isSubmitting}
      >
        {registerGoogle.isPending ? 'Creating account…' : 'Continue'}
        {registerGoogle.isPending ? null : <ChevronRight className="size-4" aria-hidden="true" />}
      </Button>
      {registerGoogle.isError ? (
        <Alert tone="error">{failureMessage(registerGoogle.error, AUTH_MESSAGES.googleRegisterFailed)}</Alert>
      ) : null}
    </form>
  );
}
