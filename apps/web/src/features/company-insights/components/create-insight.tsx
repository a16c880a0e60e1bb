import { INSIGHT_MESSAGES, type InsightInput } from '@mentorbridge/shared';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useIdempotencyKey } from '@/hooks/use-idempotency-key';
import { failureMessage } from '@/lib/failure-message';
import { useCreateCompanyInsight } from '../api/create-company-insight';
import { emptyInsightValues } from '../insight-form-values';
import type { InsightNoticeState } from '../insight-notice';
import { InsightForm } from './insight-form';

const M = INSIGHT_MESSAGES;

export function CreateInsight() {
  const navigate = useNavigate();
  const create = useCreateCompanyInsight();
  const keyFor = useIdempotencyKey();
  const defaultValues = useMemo(emptyInsightValues, []);

  const submit = (body: InsightInput) =>
    create
      .mutateAsync({ body, idempotencyKey: keyFor(body) })
      .then((result) => {
        const state: InsightNoticeState = { insightNotice: result.message || M.created };
        navigate(paths.companyInsights, { state });
      })
      // The mutation's error state shows the failure beside the re-enabled button.
      .catch(() => undefined);

  return (
    <InsightForm
      mode="create"
      defaultValues={defaultValues}
      onSubmit={submit}
      isSaving={create.isPending}
      error={create.isError ? failureMessage(create.error, M.createFailed) : null}
      cancel={
        <Link to={paths.companyInsights} className={buttonClasses('secondary')}>
          Cancel
        </Link>
      }
    />
  );
}
