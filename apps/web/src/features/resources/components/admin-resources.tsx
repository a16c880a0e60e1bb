import { RESOURCE_LIMITS, type Resource } from '@mentorbridge/shared';
import { Inbox } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchBox } from '@/components/ui/search-box';
import { Spinner } from '@/components/ui/spinner';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useTimedBanner } from '@/hooks/use-timed-banner';
import { useAdminResources } from '../api/get-admin-resources';
import { useResourceStats } from '../api/get-resource-stats';
import { DEFAULT_RESOURCE_PARAMS, pageCountOf, TABLE_MEDIA_QUERY } from '../resource-list-params';
import { AdminResourcesCards, AdminResourcesTable } from './admin-resources-list';
import { ResourcePagination } from './resource-pagination';
import { AdminResourceStats } from './resource-stat-cards';
import { ReviewResourceDialog } from './review-resource-dialog';

export type AdminTab = 'pending' | 'published' | 'all';

const TAB_LABELS: Record<AdminTab, string> = { pending: 'Pending', published: 'Published', all: 'All' };
const EMPTY_TEXT: Record<AdminTab, string> = {
  pending: 'Nothing is waiting for review.',
  published: 'No resource has been published yet.',
  all: 'No resource has been uploaded yet.',
};

export function AdminResources() {
  const idBase = useId();
  const isWide = useMediaQuery(TABLE_MEDIA_QUERY);
  const [tab, setTab] = useState<AdminTab>('pending');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const stats = useResourceStats();
  const list = useAdminResources({ ...DEFAULT_RESOURCE_PARAMS, status: tab === 'all' ? '' : tab, q, page });
  const [reviewing, setReviewing] = useState<Resource | null>(null);
  const { banner, show } = useTimedBanner();
  const announcement = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const focusAfterClose = useRef<HTMLElement | null>(null);

  const resources = list.data?.resources ?? [];
  const total = list.data?.total ?? 0;
  const pageCount = pageCountOf(total);
  // A page emptied by an action moves back to the last page that has rows.
  const isPastEnd = Boolean(list.data && resources.length === 0 && total > 0 && page > pageCount);
  useEffect(() => {
    if (isPastEnd && !list.isFetching) setPage(pageCount);
  }, [isPastEnd, list.isFetching, pageCount]);

  const counts: Record<AdminTab, number | undefined> = {
    pending: stats.data?.pending,
    published: stats.data?.published,
    all: stats.data?.totalUploads,
  };
  const items = (Object.keys(TAB_LABELS) as AdminTab[]).map((value) => ({
    value,
    label: TAB_LABELS[value],
    count: counts[value],
  }));
  const caption = `${TAB_LABELS[tab]} resources, page ${page} of ${pageCount}`;
  const List = isWide ? AdminResourcesTable : AdminResourcesCards;

  return (
    <div className="space-y-6">
      <AdminResourceStats stats={stats.data} />

      <div ref={announcement} tabIndex={-1} className="outline-none">
        {banner ? (
          <Alert key={banner.id} tone={banner.tone}>
            {banner.text}
          </Alert>
        ) : null}
      </div>

      <section aria-labelledby="review-queue-title" className="space-y-4">
        <h2 id="review-queue-title" className="sr-only">
          Resources by status
        </h2>
        <Tabs
          label="Resources by status"
          idBase={idBase}
          items={items}
          value={tab}
          onChange={(next) => {
            setTab(next);
            setPage(1);
          }}
        />
        <TabPanel idBase={idBase} value={tab} ref={panel} className="space-y-4">
          <SearchBox
            value={q}
            onSearch={(next) => {
              setQ(next);
              setPage(1);
            }}
            label="Search resources"
            placeholder="Search by title, description, tag or uploader"
            maxLength={RESOURCE_LIMITS.searchMax}
          />
          {list.isPending ? (
            <p role="status" className="flex items-center gap-2 py-8 text-sm text-slate-700">
              <Spinner label="" className="size-5 text-indigo-600" />
              Loading resources…
            </p>
          ) : resources.length === 0 ? (
            <EmptyState
              icon={<Inbox className="size-10" aria-hidden="true" />}
              title={q ? 'No resources match your search' : `No ${TAB_LABELS[tab].toLowerCase()} resources`}
              text={q ? 'Try other words.' : EMPTY_TEXT[tab]}
              action={
                list.isError ? (
                  <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
                    Try again
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <div aria-busy={list.isPlaceholderData || undefined}>
              <List
                resources={resources}
                caption={caption}
                onReview={(resource) => {
                  focusAfterClose.current = null;
                  setReviewing(resource);
                }}
              />
            </div>
          )}
          <ResourcePagination
            page={page}
            pageCount={pageCount}
            shown={resources.length}
            total={total}
            onPage={(next) => {
              setPage(next);
              panel.current?.focus();
            }}
            isBusy={list.isPlaceholderData}
          />
        </TabPanel>
      </section>

      <ReviewResourceDialog
        resource={reviewing}
        onClose={() => setReviewing(null)}
        returnFocusRef={focusAfterClose}
        onDone={(message) => {
          // The row may have moved to another tab: focus goes to the outcome.
          focusAfterClose.current = announcement.current;
          show({ tone: 'success', text: message });
          setReviewing(null);
        }}
      />
    </div>
  );
}
