import { PageHeader } from '@/components/ui/page-header';
import { AdminResources } from '@/features/resources/components/admin-resources';
import { AdminOnlyNotice } from '@/features/resources/components/resource-access-notice';
import { useSession } from '@/lib/session';
import { PageContainer } from '../layouts/page-container';

/**
 * /admin/resources (part 2 section 2.10). Signed-in users of other roles see 'This page is only accessible
 * to admin users.' (the spec's text) and nothing is loaded for them.
 */
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
