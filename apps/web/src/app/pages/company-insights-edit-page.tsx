import { PageHeader } from '@/components/ui/page-header';
import { PageContainer } from '../layouts/page-container';

/** Placeholder until its issue builds the page. */
export default function CompanyInsightsEditPage() {
  return (
    <PageContainer>
      <title>Edit Company Insight · MentorBridge</title>
      <PageHeader title="Edit Company Insight" description="This page is coming soon." />
    </PageContainer>
  );
}
