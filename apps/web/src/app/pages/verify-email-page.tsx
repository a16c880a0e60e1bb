import { PageHeader } from '../../components/ui/page-header';
import { PageContainer } from '../layouts/page-container';

/** Placeholder until its issue builds the page. */
export default function VerifyEmailPage() {
  return (
    <PageContainer>
      <title>Verify your email · MentorBridge</title>
      <PageHeader title="Verify your email" description="This page is coming soon." />
    </PageContainer>
  );
}
