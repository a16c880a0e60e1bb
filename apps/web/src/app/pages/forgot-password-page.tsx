import { PageHeader } from '../../components/ui/page-header';
import { PageContainer } from '../layouts/page-container';

/** Placeholder until its issue builds the page. */
export default function ForgotPasswordPage() {
  return (
    <PageContainer>
      <title>Reset your password · MentorBridge</title>
      <PageHeader title="Reset your password" description="This page is coming soon." />
    </PageContainer>
  );
}
