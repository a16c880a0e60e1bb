import { PageHeader } from '../../components/ui/page-header';
import { PageContainer } from '../layouts/page-container';

/** Placeholder until its issue builds the page. */
export default function AlumniPublicProfilePage() {
  return (
    <PageContainer>
      <title>Alumni Profile · MentorBridge</title>
      <PageHeader title="Alumni Profile" description="This page is coming soon." />
    </PageContainer>
  );
}
