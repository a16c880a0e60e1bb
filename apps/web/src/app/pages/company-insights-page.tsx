import { PageHeader } from '@/components/ui/page-header';
import { PageContainer } from '../layouts/page-container';

/** Placeholder until its issue builds the page. */
export default function CompanyInsightsPage() {
  return (
    <PageContainer>
      <title>Company Insights · MentorBridge</title>
      <PageHeader title="Company Insights" description="This page is coming soon." />
    </PageContainer>
  );
}
