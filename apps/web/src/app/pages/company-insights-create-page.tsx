import { INSIGHT_MESSAGES } from '@mentorbridge/shared';
import { PageHeader } from '@/components/ui/page-header';
import { BackToInsights } from '@/features/company-insights/components/back-to-insights';
import { CreateInsight } from '@/features/company-insights/components/create-insight';
import { InsightAccessDenied } from '@/features/company-insights/components/insight-access-denied';
import { useSession } from '@/lib/session';
import { PageContainer } from '../layouts/page-container';

export default function CompanyInsightsCreatePage() {
  const session = useSession();
  const canAdd = session?.role === 'alumni' || session?.role === 'admin';
  return (
    <PageContainer>
      <title>Add Company Insight · MentorBridge</title>
      <div className="mx-auto max-w-4xl">
        {canAdd ? (
          <>
            <BackToInsights />
            <PageHeader
              title="Add Company Insight"
              description="Share how this company recruits, pays and interviews, so juniors can prepare."
            />
            <CreateInsight />
          </>
        ) : (
          <InsightAccessDenied message={INSIGHT_MESSAGES.createDenied} />
        )}
      </div>
    </PageContainer>
  );
}
