import {
  type AdminRequest,
  MENTORSHIP_MESSAGES,
  REQUEST_STATUSES,
  type RequestStatus,
} from '@mentorbridge/shared';
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { failureMessage } from '@/lib/failure-message';
import { useAdminRequests } from '../api/get-admin-requests';
import { formatDate } from '../format';
import { RequestStatusBadge } from './request-status-badge';

export const ADMIN_PAGE_SIZE = 20;

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...REQUEST_STATUSES.map((status) => ({ value: status, label: status[0]!.toUpperCase() + status.slice(1) })),
];

function Row({ request }: { request: AdminRequest }) {
  return (
    <tr className="align-top">
      <td className="min-w-32 px-3 py-3 font-medium wrap-anywhere text-slate-900">{request.student.name}</td>
      <td className="min-w-32 px-3 py-3 wrap-anywhere text-slate-800">{request.alumni.name}</td>
      <td className="px-3 py-3 text-slate-700">{request.requestType}</td>
      <td className="px-3 py-3">
        <RequestStatusBadge status={request.status} />
        {request.autoArchived ? (
          <span className="mt-1 block text-xs text-slate-500">Not answered in time</span>
        ) : null}
      </td>
      <td className="px-3 py-3 whitespace-nowrap text-slate-700">
        <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
      </td>
      <td className="px-3 py-3 whitespace-nowrap text-slate-700">
        {request.respondedAt ? (
          <time dateTime={request.respondedAt}>{formatDate(request.respondedAt)}</time>
        ) : (
          '—'
        )}
      </td>
      <td className="px-3 py-3 whitespace-nowrap">
        {request.hasSpace ? (
          <Link
            to={paths.mentorshipSpace(request._id)}
            className="font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:underline"
            aria-label={`Open space of ${request.student.name} and ${request.alumni.name}`}
          >
            Open space
          </Link>
        ) : (
          <span className="sr-only">No space</span>
        )}
      </td>
    </tr>
  );
}

export function AdminRequestsTable() {
  const [status, setStatus] = useState<RequestStatus | ''>('');
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, isPlaceholderData, refetch } = useAdminRequests({
    status: status || undefined,
    q: query || undefined,
    page,
    limit: ADMIN_PAGE_SIZE,
  });

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setQuery(search.trim());
    setPage(1);
  };
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const first = total === 0 ? 0 : (page - 1) * ADMIN_PAGE_SIZE + 1;
  const last = Math.min(page * ADMIN_PAGE_SIZE, total);

  return (
    <section aria-labelledby="all-requests-heading" className="space-y-4">
      <h2 id="all-requests-heading" className="text-lg font-semibold text-slate-900">
        All Mentorship Requests
      </h2>
      <form
        onSubmit={submitSearch}
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end"
      >
        <TextField
          label="Search by student or alumni name"
          type="search"
          value={search}
          maxLength={100}
          onChange={(event) => setSearch(event.target.value)}
        />
        <SelectField
          label="Status"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as RequestStatus | '');
            setPage(1);
          }}
        />
        <Button type="submit" variant="secondary">
          <Search className="size-4" aria-hidden="true" />
          Search
        </Button>
      </form>

      {isPending ? (
        <div className="flex justify-center py-12 text-indigo-600">
          <Spinner label="Loading requests" className="size-8" />
        </div>
      ) : isError ? (
        <Alert tone="error">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span>{failureMessage(error, MENTORSHIP_MESSAGES.fetchFailed)}</span>
            <Button variant="secondary" size="sm" onClick={() => refetch()}>
              Try again
            </Button>
          </div>
        </Alert>
      ) : data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
          No requests match these filters.
        </p>
      ) : (
        <>
          <section
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
            tabIndex={0}
            aria-label="Mentorship requests table"
            // relative: the cells' screen-reader-only text is absolutely placed and would widen the page.
            className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
            aria-busy={isPlaceholderData || undefined}
          >
            <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
              <caption className="sr-only">
                Mentorship requests, page {page} of {pageCount}
              </caption>
              <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2.5">
                    Student
                  </th>
                  <th scope="col" className="px-3 py-2.5">
                    Alumni
                  </th>
                  <th scope="col" className="px-3 py-2.5">
                    Type
                  </th>
                  <th scope="col" className="px-3 py-2.5">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-2.5">
                    Sent
                  </th>
                  <th scope="col" className="px-3 py-2.5">
                    Answered
                  </th>
                  <th scope="col" className="px-3 py-2.5">
                    <span className="sr-only">Mentorship space</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.items.map((request) => (
                  <Row key={request._id} request={request} />
                ))}
              </tbody>
            </table>
          </section>
          <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <p className="text-slate-600" aria-live="polite">
              Showing {first} to {last} of {total} requests
            </p>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setPage((current) => current - 1)}
                disabled={page <= 1 || isPlaceholderData}
              >
                <ChevronLeft className="size-4" aria-hidden="true" />
                Previous
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setPage((current) => current + 1)}
                disabled={page >= pageCount || isPlaceholderData}
              >
                Next
                <ChevronRight className="size-4" aria-hidden="true" />
              </Button>
            </div>
          </nav>
        </>
      )}
    </section>
  );
}
