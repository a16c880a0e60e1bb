import { PageHeader } from '../../components/ui/page-header';
import { PageContainer } from '../layouts/page-container';

/** Placeholder until its issue builds the page. */
export default function StudentProfilePage() {
  return (
    <PageContainer>
      <title>My Profile · MentorBridge</title>
      <PageHeader title="My Profile" description="This page is coming soon." />
    </PageContainer>
  );
}
