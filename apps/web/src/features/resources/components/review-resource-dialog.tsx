import { RESOURCE_MESSAGES, type Resource } from '@mentorbridge/shared';
import { CircleCheck, EyeOff, Trash2, XCircle } from 'lucide-react';
import { type ReactNode, type RefObject, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { failureMessage } from '@/lib/failure-message';
import { useDeleteResource } from '../api/delete-resource';
import { useVerifyResource } from '../api/verify-resource';
import { downloadsLabel, formatDate, ratingSummary, uploaderName } from '../resource-format';
import { RefuseResourceDialog } from './refuse-resource-dialog';
import { ResourcePreview } from './resource-preview';
import { ResourceStatusBadge } from './resource-status-badge';
import { ResourceTags } from './resource-tags';

const M = RESOURCE_MESSAGES;

/** The spec names no failure sentence for refusing. */
export const REFUSE_FAILED = 'Failed to refuse resource. Please try again.';

type ReviewAction = 'publish' | 'unpublish' | 'refuse' | 'delete';

interface ReviewResourceDialogProps {
  resource: Resource | null;
  onClose: () => void;
  onDone: (message: string) => void;
  /** When the row that opened it may be gone (it moved to another tab). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900 wrap-anywhere">{children}</dd>
    </div>
  );
}

export function ReviewResourceDialog({
  resource,
  onClose,
  onDone,
  returnFocusRef,
}: ReviewResourceDialogProps) {
  const verify = useVerifyResource();
  const remove = useDeleteResource();
  const [action, setAction] = useState<ReviewAction | null>(null);
  const isPending = verify.isPending || remove.isPending;

  const ask = (next: ReviewAction) => {
    verify.reset();
    remove.reset();
    setAction(next);
  };
  const finish = (message: string) => {
    setAction(null);
    onDone(message);
  };

  const run = (reason?: string) => {
    if (!resource || !action) return;
    if (action === 'delete') {
      remove.mutate(resource._id, { onSuccess: (result) => finish(result?.message || M.deleted) });
      return;
    }
    const body =
      action === 'publish'
        ? { isVerified: true }
        : action === 'refuse'
          ? { isVerified: false, reason }
          : { isVerified: false };
    const fallback = action === 'publish' ? M.published : action === 'refuse' ? M.refused : M.unpublished;
    verify.mutate({ id: resource._id, body }, { onSuccess: (result) => finish(result?.message || fallback) });
  };

  const failure =
    action === 'delete'
      ? remove.isError
        ? failureMessage(remove.error, M.deleteFailed)
        : null
      : verify.isError
        ? failureMessage(
            verify.error,
            action === 'publish' ? M.publishFailed : action === 'refuse' ? REFUSE_FAILED : M.unpublishFailed,
          )
        : null;

  const status = resource?.status;
  const title = resource?.title ?? '';
  const confirmFor = (kind: Exclude<ReviewAction, 'refuse'>) => action === kind && resource !== null;

  return (
    <>
      <Dialog
        open={resource !== null}
        onClose={onClose}
        isBusy={isPending}
        returnFocusRef={returnFocusRef}
        size="lg"
        title={resource ? `Review: ${resource.title}` : ''}
        footer={
          resource ? (
            // Two columns at 375 px, so the four actions leave room for the preview.
            <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto sm:justify-end">
              <Button variant="secondary" onClick={onClose}>
                Close
              </Button>
              <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => ask('delete')}>
                <Trash2 className="size-4" aria-hidden="true" />
                Delete
              </Button>
              {status === 'pending' ? (
                <Button variant="danger" onClick={() => ask('refuse')}>
                  <XCircle className="size-4" aria-hidden="true" />
                  Refuse
                </Button>
              ) : null}
              {status === 'published' ? (
                <Button variant="secondary" onClick={() => ask('unpublish')}>
                  <EyeOff className="size-4" aria-hidden="true" />
                  Unpublish
                </Button>
              ) : (
                <Button onClick={() => ask('publish')}>
                  <CircleCheck className="size-4" aria-hidden="true" />
                  Publish
                </Button>
              )}
            </div>
          ) : null
        }
      >
        {resource ? (
          <div className="space-y-5">
            <ResourceStatusBadge resource={resource} hasReason />
            <dl className="grid gap-4 sm:grid-cols-2">
              <Fact label="Uploaded by">
                {uploaderName(resource)}
                {resource.uploadedBy?.email ? (
                  <span className="block text-slate-600">{resource.uploadedBy.email}</span>
                ) : null}
              </Fact>
              <Fact label="Category">{resource.category}</Fact>
              <Fact label="Uploaded on">{formatDate(resource.createdAt)}</Fact>
              <Fact label="Use">
                {downloadsLabel(resource.downloads)} · {ratingSummary(resource)}
              </Fact>
            </dl>
            <div>
              <h3 className="text-xs font-medium tracking-wide text-slate-500 uppercase">Description</h3>
              <p className="mt-1 text-sm whitespace-pre-line text-slate-800 wrap-anywhere">
                {resource.description}
              </p>
            </div>
            <ResourceTags tags={resource.tags} />
            <ResourcePreview resource={resource} />
          </div>
        ) : null}
      </Dialog>

      <ConfirmDialog
        open={confirmFor('publish')}
        title="Publish resource"
        message={`Publish "${title}"? Students will be able to see, download and rate it.`}
        confirmLabel="Publish"
        pendingLabel="Publishing…"
        isPending={verify.isPending}
        error={action === 'publish' ? failure : null}
        onConfirm={() => run()}
        onCancel={() => setAction(null)}
      />
      <ConfirmDialog
        open={confirmFor('unpublish')}
        title="Unpublish resource"
        message={`Unpublish "${title}"? Students will no longer see it; it goes back to Pending Review.`}
        confirmLabel="Unpublish"
        pendingLabel="Unpublishing…"
        tone="danger"
        isPending={verify.isPending}
        error={action === 'unpublish' ? failure : null}
        onConfirm={() => run()}
        onCancel={() => setAction(null)}
      />
      <ConfirmDialog
        open={confirmFor('delete')}
        title="Delete resource"
        message={`${M.deleteConfirm} ${M.adminDeleteConfirm}`}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        tone="danger"
        isPending={remove.isPending}
        error={action === 'delete' ? failure : null}
        onConfirm={() => run()}
        onCancel={() => setAction(null)}
      />
      <RefuseResourceDialog
        title={action === 'refuse' && resource ? resource.title : null}
        isPending={verify.isPending}
        error={action === 'refuse' ? failure : null}
        onConfirm={(reason) => run(reason)}
        onCancel={() => setAction(null)}
      />
    </>
  );
}
