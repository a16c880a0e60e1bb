import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { readStateEmail } from '@/features/auth/auth-state';
import { AUTH_LINK_CLASSES, AuthCard } from '@/features/auth/components/auth-card';
import { VerifyEmailForm } from '@/features/auth/components/verify-email-form';
import { PageContainer } from '../layouts/page-container';

export default function VerifyEmailPage() {
  const location = useLocation();
  const email = readStateEmail(location.state);

  return (
    <PageContainer className="sm:py-12">
      <title>Verify your email · MentorBridge</title>
      <AuthCard
        title="Verify your email"
        description={email ? undefined : 'Enter your email and the code we sent to it.'}
        footer={
          <Link to={paths.login} className={AUTH_LINK_CLASSES}>
            Back to sign in
          </Link>
        }
      >
        <VerifyEmailForm knownEmail={email} />
      </AuthCard>
    </PageContainer>
  );
}
