import { PageHeader } from '../../components/ui/page-header';
import { PageContainer } from '../layouts/page-container';

/** Placeholder until its issue builds the page. */
export default function MentorshipPage() {
  return (
    <PageContainer>
      <title>My Mentorship Requests · MentorBridge</title>
      <PageHeader title="My Mentorship Requests" description="This page is coming soon." />
    </PageContainer>
  );
}
