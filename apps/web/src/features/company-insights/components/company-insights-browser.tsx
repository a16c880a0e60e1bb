import { type CompanyInsight, INSIGHT_MESSAGES } from '@mentorbridge/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ReportDialog } from '@/components/ui/report-dialog';
import { useTimedBanner } from '@/hooks/use-timed-banner';
import { failureMessage } from '@/lib/failure-message';
import { useSession } from '@/lib/session';
import { useDeleteCompanyInsight } from '../api/delete-company-insight';
import { useReportCompanyInsight } from '../api/report-company-insight';
import { hasActiveFilters, type InsightListParams } from '../insight-list-params';
import { insightPermissions } from '../insight-permissions';
import { useInsightListParams } from '../use-insight-list-params';
import type { InsightAction } from './insight-actions';
import { InsightDetailDialog } from './insight-detail-dialog';
import { InsightFilters } from './insight-filters';
import { InsightResults } from './insight-results';
import { RateInsightDialog } from './rate-insight-dialog';

const M = INSIGHT_MESSAGES;

type OpenAction = { kind: Exclude<InsightAction, 'details'>; insight: CompanyInsight } | null;

interface CompanyInsightsBrowserProps {
  notice?: string | null;
}

export function CompanyInsightsBrowser({ notice }: CompanyInsightsBrowserProps) {
  const session = useSession();
  const { params, update } = useInsightListParams();
  const [detail, setDetail] = useState<CompanyInsight | null>(null);
  const [action, setAction] = useState<OpenAction>(null);
  const remove = useDeleteCompanyInsight();
  const report = useReportCompanyInsight();
  const { banner, show } = useTimedBanner();
  const announcement = useRef<HTMLDivElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // Where focus goes when a dialog closes and its opener may be gone (a deleted card).
  const focusAfterClose = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (notice) show({ tone: 'success', text: notice });
  }, [notice, show]);

  const userId = session?._id;
  const permissionsFor = useCallback(
    (insight: CompanyInsight) => insightPermissions(insight, userId),
    [userId],
  );

  const onAction = (kind: InsightAction, insight: CompanyInsight) => {
    focusAfterClose.current = null;
    remove.reset();
    if (kind === 'details') setDetail(insight);
    else setAction({ kind, insight });
  };
  const onPage = useCallback(
    (page: number) => {
      update({ page });
      resultsHeading.current?.focus();
    },
    [update],
  );
  const onChange = (patch: Partial<InsightListParams>) => update(patch);
  const openFor = (kind: Exclude<InsightAction, 'details'>) =>
    action?.kind === kind ? action.insight : null;

  const confirmDelete = () => {
    const insight = openFor('delete');
    if (!insight) return;
    remove.mutate(insight._id, {
      onSuccess: (result) => {
        focusAfterClose.current = announcement.current;
        show({ tone: 'success', text: result.message || M.deleted });
        setAction(null);
        setDetail(null);
      },
    });
  };

  return (
    <div className="space-y-6">
      <InsightFilters params={params} onChange={onChange} />

      <div ref={announcement} tabIndex={-1} className="outline-none">
        {banner ? <Alert tone={banner.tone}>{banner.text}</Alert> : null}
      </div>

      <InsightResults
        params={params}
        onPage={onPage}
        onClearFilters={
          hasActiveFilters(params) ? () => onChange({ q: '', industry: '', size: '' }) : undefined
        }
        permissionsFor={permissionsFor}
        onAction={onAction}
        headingRef={resultsHeading}
      />

      <InsightDetailDialog
        insight={detail}
        permissionsFor={permissionsFor}
        onAction={onAction}
        onClose={() => setDetail(null)}
      />
      <RateInsightDialog
        insight={openFor('rate')}
        onClose={() => setAction(null)}
        onRated={(message) => {
          show({ tone: 'success', text: message });
          setAction(null);
        }}
      />
      <ConfirmDialog
        open={openFor('delete') !== null}
        title="Delete company insight"
        message={M.deleteConfirm}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        tone="danger"
        isPending={remove.isPending}
        error={remove.isError ? failureMessage(remove.error, M.deleteFailed) : null}
        onConfirm={confirmDelete}
        onCancel={() => setAction(null)}
        returnFocusRef={focusAfterClose}
      />
      <ReportDialog
        open={openFor('report') !== null}
        onClose={() => setAction(null)}
        itemLabel={openFor('report')?.company ?? ''}
        onSubmit={(input) => {
          const insight = openFor('report');
          return insight ? report.mutateAsync({ id: insight._id, input }) : Promise.resolve();
        }}
      />
    </div>
  );
}
