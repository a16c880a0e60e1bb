import { ADMIN_LIMITS, REPORT_KINDS, type ReportedItem, type ReportKind } from '@mentorbridge/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/field';
import { PageStepper } from '@/components/ui/page-stepper';
import { paths } from '@/config/paths';
import { useTimedBanner } from '@/hooks/use-timed-banner';
import { type ParamPatch, pageCountOf, type ReportListParams } from '../admin-params';
import type { ReportsPage } from '../api/get-reports';
import { LoadState } from './load-state';
import { type PendingDecision, ReportDecisionDialog } from './report-decision-dialog';
import { ReportedItemCard } from './reported-item-card';

const STATUS_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
];
const PLURALS: Record<ReportKind, string> = {
  experience: 'Interview experiences',
  insight: 'Company insights',
  resource: 'Resources',
  profile: 'Profiles',
  review: 'Session reviews',
};

interface ReportsPanelProps {
  params: ReportListParams;
  reports: UseQueryResult<ReportsPage>;
  setParams: (patch: ParamPatch) => void;
}

export function ReportsPanel({ params, reports, setParams }: ReportsPanelProps) {
  const { banner, show } = useTimedBanner();
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Null: focus returns to the opener; after a decision the card may be gone.
  const focusAfterClose = useRef<HTMLElement | null>(null);
  const items = reports.data?.data ?? [];
  const total = reports.data?.total ?? 0;
  const openCounts: Partial<Record<ReportKind, number>> = reports.data?.openCounts ?? {};
  const pageCount = pageCountOf(total, ADMIN_LIMITS.reportPageSize);
  const kindOptions = [
    { value: '', label: 'All kinds' },
    ...REPORT_KINDS.map((kind) => ({
      value: kind,
      label: `${PLURALS[kind]}${openCounts[kind] ? ` (${openCounts[kind]} open)` : ''}`,
    })),
  ];

  const goToPage = (page: number) => {
    setParams({ reportPage: page });
    heading.current?.focus();
  };

  return (
    <section aria-labelledby="reports-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="reports-title"
          ref={heading}
          tabIndex={-1}
          className="scroll-mt-24 text-xl font-semibold text-slate-900 outline-none"
        >
          Reports
        </h2>
        <Link to={paths.adminResources} className={buttonClasses('secondary', 'sm')}>
          Resource review queue
        </Link>
      </div>
      <div className="grid gap-3 sm:max-w-xl sm:grid-cols-2">
        <SelectField
          label="Status"
          options={STATUS_OPTIONS}
          value={params.status}
          onChange={(event) => setParams({ reportStatus: event.target.value, reportPage: null })}
        />
        <SelectField
          label="Kind"
          options={kindOptions}
          value={params.kind}
          onChange={(event) => setParams({ kind: event.target.value, reportPage: null })}
        />
      </div>

      {banner ? (
        <Alert key={banner.id} tone={banner.tone}>
          {banner.text}
        </Alert>
      ) : null}

      <LoadState query={reports} label="reports">
        {items.length === 0 ? (
          <EmptyState
            icon={<ShieldCheck className="size-10" aria-hidden="true" />}
            title={params.status === 'open' ? 'No open reports' : 'No reports'}
            text={
              params.status === 'open'
                ? 'Nothing is waiting for a decision.'
                : 'Reports appear here once members file them.'
            }
          />
        ) : (
          <div className="space-y-3" aria-busy={reports.isPlaceholderData || undefined}>
            {items.map((item) => (
              <ReportedItemCard
                key={item._id}
                item={item}
                onDecide={(target: ReportedItem, decision) => {
                  focusAfterClose.current = null;
                  setPending({ item: target, decision });
                }}
              />
            ))}
          </div>
        )}
      </LoadState>

      <PageStepper
        label="Report pages"
        page={params.page}
        pageCount={pageCount}
        onPage={goToPage}
        isBusy={reports.isPlaceholderData}
      />

      <ReportDecisionDialog
        pending={pending}
        onClose={() => setPending(null)}
        returnFocusRef={focusAfterClose}
        onDone={(message) => {
          focusAfterClose.current = heading.current;
          setPending(null);
          show({ tone: 'success', text: message });
        }}
      />
    </section>
  );
}
