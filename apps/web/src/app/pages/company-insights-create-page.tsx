import { PageHeader } from '@/components/ui/page-header';
import { PageContainer } from '../layouts/page-container';

/** Placeholder until its issue builds the page. */
export default function CompanyInsightsCreatePage() {
  return (
    <PageContainer>
      <title>Add Company Insight · MentorBridge</title>
      <PageHeader title="Add Company Insight" description="This page is coming soon." />
    </PageContainer>
  );
}
