import { PageHeader } from '../../components/ui/page-header';
import { PageContainer } from '../layouts/page-container';

/** Placeholder until its issue builds the page. */
export default function RegisterGooglePage() {
  return (
    <PageContainer>
      <title>Choose your role · MentorBridge</title>
      <PageHeader title="Choose your role" description="This page is coming soon." />
    </PageContainer>
  );
}
