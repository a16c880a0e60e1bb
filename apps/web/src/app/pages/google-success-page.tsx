import { PageHeader } from '../../components/ui/page-header';
import { PageContainer } from '../layouts/page-container';

/** Placeholder until its issue builds the page. */
export default function GoogleSuccessPage() {
  return (
    <PageContainer>
      <title>Signing you in · MentorBridge</title>
      <PageHeader title="Signing you in" description="This page is coming soon." />
    </PageContainer>
  );
}
