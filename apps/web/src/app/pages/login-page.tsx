import { GOOGLE_ERROR_FALLBACK, GOOGLE_ERROR_MESSAGES } from '@mentorbridge/shared';
import { Link, Navigate, useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { readStateEmail, readStateMessage } from '@/features/auth/auth-state';
import { AUTH_LINK_CLASSES, AuthCard } from '@/features/auth/components/auth-card';
import { GoogleSignInButton } from '@/features/auth/components/google-sign-in-button';
import { LoginForm } from '@/features/auth/components/login-form';
import { postAuthPath } from '@/features/auth/post-auth-path';
import { getReturnPath } from '@/features/auth/return-path';
import { useQueryParams } from '@/hooks/use-query-params';
import { useSession } from '@/lib/session';
import { PageContainer } from '../layouts/page-container';

function googleErrorMessage(code: string | null): string | null {
  if (code === null) return null;
  return Object.hasOwn(GOOGLE_ERROR_MESSAGES, code) ? GOOGLE_ERROR_MESSAGES[code]! : GOOGLE_ERROR_FALLBACK;
}

/** A signed-in visitor goes where a route guard meant to send them, else by role and profile completeness. */
export default function LoginPage() {
  const session = useSession();
  const location = useLocation();
  const searchParams = useQueryParams();

  if (session) {
    return <Navigate to={getReturnPath(location.state) ?? postAuthPath(session)} replace />;
  }

  const notice = readStateMessage(location.state);
  const googleError = googleErrorMessage(searchParams.get('error'));

  return (
    <PageContainer className="sm:py-12">
      <title>Sign in · MentorBridge</title>
      <AuthCard
        title="Sign in"
        description="Welcome back to MentorBridge."
        footer={
          <>
            Don’t have an account?{' '}
            <Link to={paths.register} className={AUTH_LINK_CLASSES}>
              Sign up
            </Link>
          </>
        }
      >
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        {googleError ? <Alert tone="error">{googleError}</Alert> : null}
        <LoginForm defaultEmail={readStateEmail(location.state) ?? ''} />
        <GoogleSignInButton label="Sign in with Google" />
      </AuthCard>
    </PageContainer>
  );
}
