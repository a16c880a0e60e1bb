import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { readStateEmail } from '@/features/auth/auth-state';
import { AUTH_LINK_CLASSES, AuthCard } from '@/features/auth/components/auth-card';
import { ForgotPasswordFlow } from '@/features/auth/components/forgot-password-flow';
import { PageContainer } from '../layouts/page-container';

export default function ForgotPasswordPage() {
  const location = useLocation();
  return (
    <PageContainer className="sm:py-12">
      <title>Reset your password · MentorBridge</title>
      <AuthCard
        title="Reset your password"
        description="We will email you a one-time code to choose a new password."
        footer={
          <Link to={paths.login} className={AUTH_LINK_CLASSES}>
            Back to sign in
          </Link>
        }
      >
        <ForgotPasswordFlow initialEmail={readStateEmail(location.state) ?? ''} />
      </AuthCard>
    </PageContainer>
  );
}
