import { PageHeader } from '@/components/ui/page-header';
import { PageContainer } from '../layouts/page-container';

/** Placeholder until its issue builds the page. */
export default function InterviewsPage() {
  return (
    <PageContainer>
      <title>Interview Experiences · MentorBridge</title>
      <PageHeader title="Interview Experiences" description="This page is coming soon." />
    </PageContainer>
  );
}
