import { PageHeader } from '../../components/ui/page-header';
import { PageContainer } from '../layouts/page-container';

/** Placeholder until its issue builds the page. */
export default function FindMentorPage() {
  return (
    <PageContainer>
      <title>Find Your Mentor · MentorBridge</title>
      <PageHeader title="Find Your Mentor" description="This page is coming soon." />
    </PageContainer>
  );
}
