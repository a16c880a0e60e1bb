import { PageHeader } from '../../components/ui/page-header';
import { PageContainer } from '../layouts/page-container';

/** Placeholder until its issue builds the page. */
export default function LoginPage() {
  return (
    <PageContainer>
      <title>Sign in · MentorBridge</title>
      <PageHeader title="Sign in" description="This page is coming soon." />
    </PageContainer>
  );
}
