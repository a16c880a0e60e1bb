import { Link, Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { AUTH_LINK_CLASSES, AuthCard } from '@/features/auth/components/auth-card';
import { GoogleSignInButton } from '@/features/auth/components/google-sign-in-button';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useQueryParams } from '@/hooks/use-query-params';
import { useSession } from '@/lib/session';
import { PageContainer } from '../layouts/page-container';

export default function RegisterPage() {
  const session = useSession();
  const searchParams = useQueryParams();

  if (session) return <Navigate to={paths.home} replace />;

  const defaultRole = searchParams.get('role') === 'alumni' ? 'alumni' : 'student';

  return (
    <PageContainer className="sm:py-12">
      <title>Create your account · MentorBridge</title>
      <AuthCard
        title="Create your account"
        description="Join MentorBridge as a student or as alumni."
        footer={
          <>
            Already have an account?{' '}
            <Link to={paths.login} className={AUTH_LINK_CLASSES}>
              Sign in
            </Link>
          </>
        }
      >
        <RegisterForm defaultRole={defaultRole} />
        <GoogleSignInButton label="Sign up with Google" />
      </AuthCard>
    </PageContainer>
  );
}
