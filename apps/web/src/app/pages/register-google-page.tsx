import { AUTH_MESSAGES } from '@mentorbridge/shared';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { AUTH_LINK_CLASSES, AuthCard } from '@/features/auth/components/auth-card';
import { type GoogleSignUp, RegisterGoogleForm } from '@/features/auth/components/register-google-form';
import { useQueryParams } from '@/hooks/use-query-params';
import { PageContainer } from '../layouts/page-container';

/** Null when any required part is missing. */
function readGoogleSignUp(params: URLSearchParams): GoogleSignUp | null {
  const [tempUserId, name, email, googleId] = ['tempUserId', 'name', 'email', 'googleId'].map(
    (key) => params.get(key)?.trim() || null,
  );
  if (!tempUserId || !name || !email || !googleId) return null;
  return { tempUserId, name, email, avatar: params.get('avatar') || null };
}

export default function RegisterGooglePage() {
  const searchParams = useQueryParams();
  const signUp = readGoogleSignUp(searchParams);

  return (
    <PageContainer className="sm:py-12">
      <title>Complete your sign-up · MentorBridge</title>
      <AuthCard
        title="Complete your sign-up"
        description={signUp ? 'One last step: tell us how you will use MentorBridge.' : undefined}
      >
        {signUp ? (
          <RegisterGoogleForm signUp={signUp} />
        ) : (
          <>
            <Alert tone="error">{AUTH_MESSAGES.invalidGoogleLink}</Alert>
            <p className="text-center text-sm">
              <Link to={paths.login} className={AUTH_LINK_CLASSES}>
                Back to sign in
              </Link>
            </p>
          </>
        )}
      </AuthCard>
    </PageContainer>
  );
}
