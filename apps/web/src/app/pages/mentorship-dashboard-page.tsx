import { PageHeader } from '../../components/ui/page-header';
import { PageContainer } from '../layouts/page-container';

/** Placeholder until its issue builds the page. */
export default function MentorshipDashboardPage() {
  return (
    <PageContainer>
      <title>Mentorship Dashboard · MentorBridge</title>
      <PageHeader title="Mentorship Dashboard" description="This page is coming soon." />
    </PageContainer>
  );
}
