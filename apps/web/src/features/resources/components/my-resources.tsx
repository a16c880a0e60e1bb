import { RESOURCE_MESSAGES, type Resource } from '@mentorbridge/shared';
import { FolderUp, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useTimedBanner } from '@/hooks/use-timed-banner';
import { failureMessage } from '@/lib/failure-message';
import { useDeleteResource } from '../api/delete-resource';
import { useResourceStats } from '../api/get-resource-stats';
import { useResources } from '../api/get-resources';
import { DEFAULT_RESOURCE_PARAMS, pageCountOf, TABLE_MEDIA_QUERY } from '../resource-list-params';
import { EditResourceDialog } from './edit-resource-dialog';
import { type MyResourceAction, MyResourcesCards, MyResourcesTable } from './my-resources-list';
import { ResourcePagination } from './resource-pagination';
import { AlumniResourceStats } from './resource-stat-cards';
import { UploadResourceDialog } from './upload-resource-dialog';

const M = RESOURCE_MESSAGES;

export function MyResources() {
  const isWide = useMediaQuery(TABLE_MEDIA_QUERY);
  const [page, setPage] = useState(1);
  const list = useResources({ ...DEFAULT_RESOURCE_PARAMS, page });
  const stats = useResourceStats();
  const remove = useDeleteResource();
  const [isUploadOpen, setUploadOpen] = useState(false);
  const [editing, setEditing] = useState<Resource | null>(null);
  const [deleting, setDeleting] = useState<Resource | null>(null);
  const { banner, show } = useTimedBanner();
  const announcement = useRef<HTMLDivElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  // Back to its button, or to the outcome once the row is gone.
  const focusAfterClose = useRef<HTMLElement | null>(null);

  const onAction = (action: MyResourceAction, resource: Resource) => {
    remove.reset();
    focusAfterClose.current = null;
    if (action === 'edit') setEditing(resource);
    else setDeleting(resource);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: (result) => {
        focusAfterClose.current = announcement.current;
        show({ tone: 'success', text: result?.message || M.deleted });
        setDeleting(null);
      },
    });
  };

  const resources = list.data?.resources ?? [];
  const total = list.data?.total ?? 0;
  const pageCount = pageCountOf(total);
  // A page emptied by a delete moves back to the last page that has rows.
  const isPastEnd = Boolean(list.data && resources.length === 0 && total > 0 && page > pageCount);
  useEffect(() => {
    if (isPastEnd && !list.isFetching) setPage(pageCount);
  }, [isPastEnd, list.isFetching, pageCount]);
  const caption = `My uploaded resources, page ${page} of ${pageCount}`;
  const List = isWide ? MyResourcesTable : MyResourcesCards;

  return (
    <div className="space-y-6">
      <AlumniResourceStats stats={stats.data} />

      <section aria-labelledby="my-uploads-title" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2
            id="my-uploads-title"
            ref={listHeading}
            tabIndex={-1}
            className="text-xl font-semibold text-slate-900 outline-none"
          >
            My Uploads
          </h2>
          <Button onClick={() => setUploadOpen(true)}>
            <Upload className="size-4" aria-hidden="true" />
            Upload Resource
          </Button>
        </div>

        {/* Focus lands here after a delete removed the row that opened the dialog. */}
        <div ref={announcement} tabIndex={-1} className="outline-none">
          {banner ? (
            <Alert key={banner.id} tone={banner.tone}>
              {banner.text}
            </Alert>
          ) : null}
        </div>

        {list.isPending ? (
          <p role="status" className="flex items-center gap-2 py-8 text-sm text-slate-700">
            <Spinner label="" className="size-5 text-indigo-600" />
            Loading your resources…
          </p>
        ) : resources.length === 0 ? (
          <EmptyState
            icon={<FolderUp className="size-10" aria-hidden="true" />}
            title="No resources yet"
            text="Share a resume template, a question bank or your study notes. Our team reviews each upload, usually within 24-48 hours."
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
            <List resources={resources} onAction={onAction} caption={caption} />
          </div>
        )}
        <ResourcePagination
          page={page}
          pageCount={pageCount}
          shown={resources.length}
          total={total}
          onPage={(next) => {
            setPage(next);
            listHeading.current?.focus();
          }}
          isBusy={list.isPlaceholderData}
        />
      </section>

      <UploadResourceDialog open={isUploadOpen} onClose={() => setUploadOpen(false)} />
      <EditResourceDialog
        resource={editing}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          show({ tone: 'success', text: message });
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete resource"
        message={M.deleteConfirm}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        tone="danger"
        isPending={remove.isPending}
        error={remove.isError ? failureMessage(remove.error, M.deleteFailed) : null}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        returnFocusRef={focusAfterClose}
      />
    </div>
  );
}
