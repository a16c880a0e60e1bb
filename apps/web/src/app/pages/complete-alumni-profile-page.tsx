import { PageHeader } from '../../components/ui/page-header';
import { PageContainer } from '../layouts/page-container';

/** Placeholder until its issue builds the page. */
export default function CompleteAlumniProfilePage() {
  return (
    <PageContainer>
      <title>Complete your alumni profile · MentorBridge</title>
      <PageHeader title="Complete your alumni profile" description="This page is coming soon." />
    </PageContainer>
  );
}
