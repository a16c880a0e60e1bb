import { ADMIN_LIMITS, AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditEntryView } from '@mentorbridge/shared';
import { ScrollText } from 'lucide-react';
import { useRef } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/field';
import { PageStepper } from '@/components/ui/page-stepper';
import { Spinner } from '@/components/ui/spinner';
import { actionLabel, describeChanges, formatDayTime, summarizeEntry } from '../admin-format';
import { type AuditListParams, type ParamPatch, pageCountOf } from '../admin-params';
import { useAuditLog } from '../api/get-audit-log';
import { LoadState } from './load-state';

const ACTION_OPTIONS = [
  { value: '', label: 'All actions' },
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })),
];

function EntryDetails({ entry }: { entry: AuditEntryView }) {
  const summary = summarizeEntry(entry);
  const changes = summary ? [] : describeChanges(entry.before, entry.after);
  return (
    <div className="min-w-0 space-y-1 text-sm">
      {summary ? <p className="text-slate-800">{summary}</p> : null}
      {changes.length ? (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-0.5">
          {changes.map((change) => (
            <div key={change.field} className="contents">
              <dt className="text-slate-500">{change.field}</dt>
              <dd className="wrap-anywhere text-slate-800">
                {change.before === null ? (
                  change.after
                ) : (
                  <>
                    {change.before} <span aria-hidden="true">→</span>{' '}
                    <span className="sr-only">changed to</span> {change.after}
                  </>
                )}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {entry.reason ? (
        <p className="wrap-anywhere text-slate-700">
          <span className="text-slate-500">Reason:</span> {entry.reason}
        </p>
      ) : null}
      {!summary && !changes.length && !entry.reason ? <p className="text-slate-500">—</p> : null}
    </div>
  );
}

/** A card: it reads the same at any width; one column of `minmax(0, 1fr)` below `sm`, so a long word wraps. */
function AuditEntry({ entry }: { entry: AuditEntryView }) {
  return (
    <li className="grid grid-cols-1 gap-2 py-3 sm:grid-cols-[11rem_minmax(0,1fr)_minmax(0,1.2fr)] sm:gap-4">
      <div className="min-w-0 text-sm">
        <time dateTime={entry.createdAt} className="block text-slate-800">
          {formatDayTime(entry.createdAt)}
        </time>
        <span className="text-xs text-slate-500">{entry.actor.name}</span>
      </div>
      <div className="min-w-0 text-sm">
        <p className="font-medium text-slate-900">{actionLabel(entry.action)}</p>
        <p className="wrap-anywhere text-slate-700">
          {entry.targetLabel || entry.targetId}
          <span className="text-xs text-slate-500"> · {entry.targetType}</span>
        </p>
      </div>
      <EntryDetails entry={entry} />
    </li>
  );
}

interface AuditLogPanelProps {
  params: AuditListParams;
  setParams: (patch: ParamPatch) => void;
}

export function AuditLogPanel({ params, setParams }: AuditLogPanelProps) {
  const log = useAuditLog(params);
  const heading = useRef<HTMLHeadingElement>(null);
  const entries = log.data?.entries ?? [];
  const pageCount = pageCountOf(log.data?.total ?? 0, ADMIN_LIMITS.auditPageSize);
  const goToPage = (page: number) => {
    setParams({ auditPage: page });
    heading.current?.focus();
  };

  return (
    <section aria-labelledby="audit-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="audit-title"
          ref={heading}
          tabIndex={-1}
          className="scroll-mt-24 text-xl font-semibold text-slate-900 outline-none"
        >
          Audit log
        </h2>
        {log.isPlaceholderData ? (
          <Spinner label="Updating the audit log" className="size-4 text-indigo-600" />
        ) : null}
      </div>
      <SelectField
        label="Action"
        options={ACTION_OPTIONS}
        value={params.action}
        onChange={(event) => setParams({ action: event.target.value, auditPage: null })}
        wrapperClassName="sm:max-w-xs"
      />
      <LoadState query={log} label="the audit log">
        {entries.length === 0 ? (
          <EmptyState
            icon={<ScrollText className="size-10" aria-hidden="true" />}
            title="No entries"
            text={
              params.action
                ? 'No act of this kind has been recorded.'
                : 'Admin acts, and workshops completed before their start, are recorded here.'
            }
          />
        ) : (
          <div className="rounded-xl border border-slate-200 bg-white px-4 shadow-sm">
            <div
              aria-hidden="true"
              className="hidden border-b border-slate-200 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase sm:grid sm:grid-cols-[11rem_minmax(0,1fr)_minmax(0,1.2fr)] sm:gap-4"
            >
              <span>When · By</span>
              <span>Action · Target</span>
              <span>Changes</span>
            </div>
            <ol
              className="divide-y divide-slate-100"
              aria-label={`Audit log, page ${params.page} of ${pageCount}`}
              aria-busy={log.isPlaceholderData || undefined}
            >
              {entries.map((entry) => (
                <AuditEntry key={entry._id} entry={entry} />
              ))}
            </ol>
          </div>
        )}
      </LoadState>
      <PageStepper
        label="Audit log pages"
        page={params.page}
        pageCount={pageCount}
        onPage={goToPage}
        isBusy={log.isPlaceholderData}
      />
    </section>
  );
}
