import { RESOURCE_MESSAGES, type Resource } from '@mentorbridge/shared';
import { FolderOpen } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ReportDialog } from '@/components/ui/report-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useTimedBanner } from '@/hooks/use-timed-banner';
import { failureMessage } from '@/lib/failure-message';
import { useSession } from '@/lib/session';
import { useDownloadResource } from '../api/download-resource';
import { useResources } from '../api/get-resources';
import { useReportResource } from '../api/report-resource';
import {
  DEFAULT_RESOURCE_PARAMS,
  hasActiveFilters,
  pageCountOf,
  type ResourceListParams,
} from '../resource-list-params';
import { RateResourceDialog } from './rate-resource-dialog';
import { ResourceCard, type ResourceCardAction } from './resource-card';
import { ResourceFilters } from './resource-filters';
import { ResourcePagination } from './resource-pagination';

const M = RESOURCE_MESSAGES;

interface ResourcesBrowserProps {
  /** The list answers admins with every status; an admin browsing as a student sees only published ones. */
  isPublishedOnly?: boolean;
}

function LoadingCards() {
  return (
    <div>
      <p role="status" className="mb-4 flex items-center gap-2 text-sm text-slate-700">
        <Spinner label="" className="size-4 text-indigo-600" />
        Loading resources…
      </p>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <div key={index} className="h-64 animate-pulse rounded-2xl border border-slate-200 bg-white p-5">
            <div className="h-4 w-2/3 rounded bg-slate-200" />
            <div className="mt-3 h-3 w-1/3 rounded bg-slate-200" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** A failed load shows an empty list (the spec keeps it silent) with a way to try again. */
export function ResourcesBrowser({ isPublishedOnly = false }: ResourcesBrowserProps) {
  const session = useSession();
  const [params, setParams] = useState<ResourceListParams>({
    ...DEFAULT_RESOURCE_PARAMS,
    status: isPublishedOnly ? 'published' : '',
  });
  const list = useResources(params);
  const download = useDownloadResource();
  const report = useReportResource();
  const [rating, setRating] = useState<Resource | null>(null);
  const [reporting, setReporting] = useState<Resource | null>(null);
  const { banner, show } = useTimedBanner();
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  const update = useCallback((patch: Partial<ResourceListParams>) => {
    setParams((current) => ({ ...current, ...patch, page: patch.page ?? 1 }));
  }, []);
  const onPage = (page: number) => {
    update({ page });
    resultsHeading.current?.focus();
  };

  const permissionsFor = (resource: Resource) => {
    const isOwn = Boolean(session && resource.uploadedBy?._id === session._id);
    return { canRate: !isOwn && resource.status === 'published', canReport: !isOwn };
  };

  const onAction = (action: ResourceCardAction, resource: Resource) => {
    if (action === 'rate') setRating(resource);
    else if (action === 'report') setReporting(resource);
    else
      download.mutate(resource, {
        onError: (error) => show({ tone: 'error', text: failureMessage(error, M.downloadFailed) }),
      });
  };

  const resources = list.data?.resources ?? [];
  const total = list.data?.total ?? 0;
  const isFiltered = hasActiveFilters(params);

  return (
    <div className="space-y-6">
      <ResourceFilters params={params} onChange={update} />

      {banner ? (
        <Alert key={banner.id} tone={banner.tone}>
          {banner.text}
        </Alert>
      ) : null}

      {list.isPending ? (
        <LoadingCards />
      ) : (
        <section aria-labelledby="resource-results-title" aria-busy={list.isPlaceholderData || undefined}>
          <h2 id="resource-results-title" ref={resultsHeading} tabIndex={-1} className="sr-only">
            Resources
          </h2>
          {resources.length === 0 ? (
            <EmptyState
              icon={<FolderOpen className="size-10" aria-hidden="true" />}
              title={isFiltered ? 'No resources match your search' : 'No resources yet'}
              text={
                isFiltered
                  ? 'Try other words or another category.'
                  : 'Alumni resources appear here once our team has reviewed them.'
              }
              action={
                isFiltered ? (
                  <Button variant="secondary" size="sm" onClick={() => update({ q: '', category: '' })}>
                    Show all resources
                  </Button>
                ) : list.isError ? (
                  <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
                    Try again
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {resources.map((resource) => (
                <li key={resource._id}>
                  <ResourceCard
                    resource={resource}
                    permissions={permissionsFor(resource)}
                    onAction={onAction}
                    isDownloading={download.isPending && download.variables?._id === resource._id}
                  />
                </li>
              ))}
            </ul>
          )}
          <ResourcePagination
            page={params.page}
            pageCount={pageCountOf(total)}
            shown={resources.length}
            total={total}
            onPage={onPage}
            isBusy={list.isPlaceholderData}
          />
        </section>
      )}

      <RateResourceDialog
        resource={rating}
        onClose={() => setRating(null)}
        onRated={(message) => {
          show({ tone: 'success', text: message });
          setRating(null);
        }}
      />
      <ReportDialog
        open={reporting !== null}
        onClose={() => setReporting(null)}
        itemLabel={reporting?.title ?? ''}
        onSubmit={(input) =>
          reporting ? report.mutateAsync({ id: reporting._id, input }) : Promise.resolve()
        }
      />
    </div>
  );
}
