import {
  type CompanyInsight,
  INSIGHT_LIMITS,
  INSIGHT_MESSAGES,
  type InsightInput,
} from '@mentorbridge/shared';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { failureMessage } from '@/lib/failure-message';
import { useCompanyInsight } from '../api/get-company-insight';
import { useUpdateCompanyInsight } from '../api/update-company-insight';
import { insightToValues } from '../insight-form-values';
import type { InsightNoticeState } from '../insight-notice';
import { InsightForm } from './insight-form';

const M = INSIGHT_MESSAGES;

function EditForm({ insight }: { insight: CompanyInsight }) {
  const navigate = useNavigate();
  const update = useUpdateCompanyInsight();
  const defaultValues = useMemo(() => insightToValues(insight), [insight]);

  const submit = (body: InsightInput) =>
    update
      .mutateAsync({ id: insight._id, body })
      .then((result) => {
        const state: InsightNoticeState = { insightNotice: result.message || M.updated };
        navigate(paths.companyInsights, { state });
      })
      // The mutation's error state shows the failure beside the re-enabled button.
      .catch(() => undefined);

  return (
    <InsightForm
      mode="edit"
      defaultValues={defaultValues}
      onSubmit={submit}
      isSaving={update.isPending}
      error={update.isError ? failureMessage(update.error, M.updateFailed) : null}
      cancel={
        <Link to={paths.companyInsights} className={buttonClasses('secondary')}>
          Cancel
        </Link>
      }
    />
  );
}

export function EditInsight({ id }: { id: string }) {
  const navigate = useNavigate();
  const insight = useCompanyInsight(id);
  const problem = insight.isError
    ? failureMessage(insight.error, M.fetchOneFailed)
    : insight.data && !insight.data.canEdit
      ? M.notAuthorised
      : null;

  useEffect(() => {
    if (!problem) return;
    const timer = setTimeout(
      () => navigate(paths.companyInsights, { replace: true }),
      INSIGHT_LIMITS.redirectMs,
    );
    return () => clearTimeout(timer);
  }, [problem, navigate]);

  if (problem) {
    return (
      <Alert tone="error" title={problem}>
        Taking you back to Company Insights…
      </Alert>
    );
  }
  if (!insight.data) {
    return (
      <p role="status" className="flex items-center gap-2 py-12 text-slate-700">
        <Spinner label="" className="size-5 text-indigo-600" />
        {M.loading}
      </p>
    );
  }
  return <EditForm key={insight.data._id} insight={insight.data} />;
}
