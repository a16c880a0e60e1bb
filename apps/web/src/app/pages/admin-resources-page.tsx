import { PageHeader } from '@/components/ui/page-header';
import { AdminResources } from '@/features/resources/components/admin-resources';
import { AdminOnlyNotice } from '@/features/resources/components/resource-access-notice';
import { useSession } from '@/lib/session';
import { PageContainer } from '../layouts/page-container';

export default function AdminResourcesPage() {
  const isAdmin = useSession()?.role === 'admin';
  return (
    <PageContainer>
      <title>Manage Resources · MentorBridge</title>
      <PageHeader
        title="Manage Resources"
        description={
          isAdmin ? 'Review uploads before students see them, and moderate what is published.' : undefined
        }
      />
      {isAdmin ? <AdminResources /> : <AdminOnlyNotice />}
    </PageContainer>
  );
}
