import { PageHeader } from '../../components/ui/page-header';
import { PageContainer } from '../layouts/page-container';

/** Placeholder until its issue builds the page. */
export default function StudentDashboardPage() {
  return (
    <PageContainer>
      <title>Student Dashboard · MentorBridge</title>
      <PageHeader title="Student Dashboard" description="This page is coming soon." />
    </PageContainer>
  );
}
