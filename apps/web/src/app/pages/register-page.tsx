import { PageHeader } from '../../components/ui/page-header';
import { PageContainer } from '../layouts/page-container';

/** Placeholder until its issue builds the page. */
export default function RegisterPage() {
  return (
    <PageContainer>
      <title>Create your account · MentorBridge</title>
      <PageHeader title="Create your account" description="This page is coming soon." />
    </PageContainer>
  );
}
