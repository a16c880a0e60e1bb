import { PageHeader } from '@/components/ui/page-header';
import { PageContainer } from '../layouts/page-container';

/** Placeholder until its issue builds the page. */
export default function ResourcesPage() {
  return (
    <PageContainer>
      <title>Placement Resources · MentorBridge</title>
      <PageHeader title="Placement Resources" description="This page is coming soon." />
    </PageContainer>
  );
}
