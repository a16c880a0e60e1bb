import { PageHeader } from '../../components/ui/page-header';
import { PageContainer } from '../layouts/page-container';

/** Placeholder until its issue builds the page. */
export default function AlumniDashboardPage() {
  return (
    <PageContainer>
      <title>Alumni Dashboard · MentorBridge</title>
      <PageHeader title="Alumni Dashboard" description="This page is coming soon." />
    </PageContainer>
  );
}
