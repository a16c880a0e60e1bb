import { type CompanyInsight, INSIGHT_MESSAGES } from '@mentorbridge/shared';
import { Building2, RefreshCw } from 'lucide-react';
import { type RefObject, useEffect } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { failureMessage } from '@/lib/failure-message';
import { useCompanyInsights } from '../api/get-company-insights';
import { INSIGHT_PAGE_SIZE, type InsightListParams } from '../insight-list-params';
import type { InsightPermissions } from '../insight-permissions';
import type { InsightAction } from './insight-actions';
import { InsightCard } from './insight-card';
import { InsightPagination } from './insight-pagination';

interface InsightResultsProps {
  params: InsightListParams;
  onPage: (page: number) => void;
  onClearFilters?: () => void;
  permissionsFor: (insight: CompanyInsight) => InsightPermissions;
  onAction: (action: InsightAction, insight: CompanyInsight) => void;
  /** Receives focus after a page change, so keyboard users start at the new cards. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

function LoadingCards() {
  return (
    <div>
      <p role="status" className="mb-4 flex items-center gap-2 text-sm text-slate-700">
        <Spinner label="" className="size-4 text-indigo-600" />
        Loading company insights…
      </p>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <div key={index} className="h-72 animate-pulse rounded-2xl border border-slate-200 bg-white p-5">
            <div className="flex gap-3">
              <div className="size-12 rounded-xl bg-slate-200" />
              <div className="flex-1 space-y-2 pt-1">
                <div className="h-4 w-2/3 rounded bg-slate-200" />
                <div className="h-3 w-1/3 rounded bg-slate-200" />
              </div>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

export function InsightResults({
  params,
  onPage,
  onClearFilters,
  permissionsFor,
  onAction,
  headingRef,
}: InsightResultsProps) {
  const { data, isPending, isError, error, refetch, isFetching, isPlaceholderData } =
    useCompanyInsights(params);
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / INSIGHT_PAGE_SIZE));
  const isPastEnd = Boolean(data && data.insights.length === 0 && total > 0 && params.page > pageCount);

  // A page emptied by a delete (or an edited address) moves back to the last page that has cards.
  useEffect(() => {
    if (isPastEnd && !isFetching) onPage(pageCount);
  }, [isPastEnd, isFetching, onPage, pageCount]);

  if (isPending) return <LoadingCards />;
  if (isError && !data) {
    return (
      <Alert tone="error" title={failureMessage(error, INSIGHT_MESSAGES.fetchFailed)}>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void refetch()}>
          <RefreshCw className="size-4" aria-hidden="true" />
          Try again
        </Button>
      </Alert>
    );
  }

  const { insights } = data;
  const first = (params.page - 1) * INSIGHT_PAGE_SIZE + 1;

  return (
    <section aria-labelledby="insight-results-title" aria-busy={isPlaceholderData || undefined}>
      <h2 id="insight-results-title" ref={headingRef} tabIndex={-1} className="sr-only">
        Companies
      </h2>
      <div className="mb-4 flex min-h-6 items-center gap-2 text-sm text-slate-700" aria-live="polite">
        <p>
          {insights.length === 0
            ? ''
            : `Showing ${first}–${first + insights.length - 1} of ${total} ${total === 1 ? 'company' : 'companies'}`}
        </p>
        {isPlaceholderData ? <Spinner label="Updating results" className="size-4 text-indigo-600" /> : null}
      </div>
      {isError ? (
        <Alert tone="error" className="mb-4">
          {failureMessage(error, INSIGHT_MESSAGES.fetchFailed)}
        </Alert>
      ) : null}
      {insights.length === 0 ? (
        <EmptyState
          icon={<Building2 className="size-10" aria-hidden="true" />}
          title={INSIGHT_MESSAGES.empty}
          text={
            onClearFilters
              ? 'Try another company name, industry or size.'
              : 'No company insights have been shared yet.'
          }
          action={
            onClearFilters ? (
              <Button variant="secondary" size="sm" onClick={onClearFilters}>
                Show all companies
              </Button>
            ) : undefined
          }
        />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {insights.map((insight) => (
            <li key={insight._id}>
              <InsightCard insight={insight} permissions={permissionsFor(insight)} onAction={onAction} />
            </li>
          ))}
        </ul>
      )}
      <InsightPagination page={params.page} pageCount={pageCount} onPage={onPage} />
    </section>
  );
}
