import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { CompanyInsightsBrowser } from '@/features/company-insights/components/company-insights-browser';
import { readInsightNotice } from '@/features/company-insights/insight-notice';
import { useSession } from '@/lib/session';
import { PageContainer } from '../layouts/page-container';

export default function CompanyInsightsPage() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const canAdd = session?.role === 'alumni' || session?.role === 'admin';
  // Shown once, not again after a reload.
  const [notice] = useState(() => readInsightNotice(location.state));
  useEffect(() => {
    if (readInsightNotice(location.state)) navigate(location, { replace: true, state: null });
  }, [location, navigate]);

  return (
    <PageContainer>
      <title>Company Insights · MentorBridge</title>
      <PageHeader
        title="Company Insights"
        description="How companies hire, what they pay and what they expect, shared by alumni who were there."
        actions={
          canAdd ? (
            <Link to={paths.companyInsightsCreate} className={buttonClasses('primary')}>
              <Plus className="size-4" aria-hidden="true" />
              Add Company Insight
            </Link>
          ) : undefined
        }
      />
      <CompanyInsightsBrowser notice={notice} />
    </PageContainer>
  );
}
