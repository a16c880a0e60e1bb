import { PageHeader } from '@/components/ui/page-header';
import { PageContainer } from '../layouts/page-container';

/** Placeholder until its issue builds the page. */
export default function AdminDashboardPage() {
  return (
    <PageContainer>
      <title>Admin Dashboard · MentorBridge</title>
      <PageHeader title="Admin Dashboard" description="This page is coming soon." />
    </PageContainer>
  );
}
