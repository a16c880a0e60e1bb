import { FileText, Flag } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { PageContainer } from '../layouts/page-container';

export default function AdminDashboardPage() {
  return (
    <PageContainer>
      <title>Admin Dashboard · MentorBridge</title>
      <PageHeader
        title="Admin Dashboard"
        description="Run the platform: people, reports, resources and what the numbers say."
        actions={
          <>
            <Link to={paths.adminResources} className={buttonClasses('secondary', 'sm')}>
              <FileText className="size-4" aria-hidden="true" />
              Manage resources
            </Link>
            <Link to={`${paths.adminDashboard}?tab=reports`} className={buttonClasses('secondary', 'sm')}>
              <Flag className="size-4" aria-hidden="true" />
              Reports
            </Link>
          </>
        }
      />
      <AdminDashboard />
    </PageContainer>
  );
}
