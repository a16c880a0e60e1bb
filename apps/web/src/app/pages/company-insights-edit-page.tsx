import { INSIGHT_MESSAGES } from '@mentorbridge/shared';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { BackToInsights } from '@/features/company-insights/components/back-to-insights';
import { EditInsight } from '@/features/company-insights/components/edit-insight';
import { InsightAccessDenied } from '@/features/company-insights/components/insight-access-denied';
import { useSession } from '@/lib/session';
import { PageContainer } from '../layouts/page-container';

export default function CompanyInsightsEditPage() {
  const session = useSession();
  const { id = '' } = useParams();
  const canEdit = session?.role === 'alumni' || session?.role === 'admin';
  return (
    <PageContainer>
      <title>Edit Company Insight · MentorBridge</title>
      <div className="mx-auto max-w-4xl">
        {canEdit ? (
          <>
            <BackToInsights />
            <PageHeader title="Edit Company Insight" />
            <EditInsight id={id} />
          </>
        ) : (
          <InsightAccessDenied message={INSIGHT_MESSAGES.editDenied} />
        )}
      </div>
    </PageContainer>
  );
}
