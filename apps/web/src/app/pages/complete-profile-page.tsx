import { PageHeader } from '../../components/ui/page-header';
import { PageContainer } from '../layouts/page-container';

/** Placeholder until its issue builds the page. */
export default function CompleteProfilePage() {
  return (
    <PageContainer>
      <title>Complete your student profile · MentorBridge</title>
      <PageHeader title="Complete your student profile" description="This page is coming soon." />
    </PageContainer>
  );
}
