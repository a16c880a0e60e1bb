import { PageHeader } from '@/components/ui/page-header';
import { PageContainer } from '../layouts/page-container';

/** Placeholder until its issue builds the page. */
export default function AdminResourcesPage() {
  return (
    <PageContainer>
      <title>Manage Resources · MentorBridge</title>
      <PageHeader title="Manage Resources" description="This page is coming soon." />
    </PageContainer>
  );
}
