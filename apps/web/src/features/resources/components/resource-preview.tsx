import { RESOURCE_MESSAGES, type Resource } from '@mentorbridge/shared';
import { Download, FileSpreadsheet, FileText } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { failureMessage } from '@/lib/failure-message';
import { useDownloadResourcePreview, useResourcePreviewUrl } from '../api/get-resource-preview';
import { fileTypeLabel, formatFileSize } from '../resource-format';

const SHEETS = ['xls', 'xlsx'];

/** A PDF is shown in a frame from a blob URL, since a frame cannot send the bearer token. */
export function ResourcePreview({ resource }: { resource: Resource }) {
  const isPdf = resource.fileExtension.toLowerCase() === 'pdf';
  const preview = useResourcePreviewUrl(resource, isPdf);
  const download = useDownloadResourcePreview();
  const Icon = SHEETS.includes(resource.fileExtension.toLowerCase()) ? FileSpreadsheet : FileText;

  return (
    <section aria-label="File preview" className="space-y-3">
      {isPdf ? (
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
          {preview.status === 'ready' ? (
            <iframe
              // Chromium's viewer: fit the page width, without the thumbnail pane (the dialog is narrow).
              src={`${preview.url}#navpanes=0&view=FitH`}
              title={`Preview of ${resource.fileName || resource.title}`}
              className="block h-[60vh] min-h-80 w-full bg-white"
            />
          ) : preview.status === 'error' ? (
            <div className="p-4">
              <Alert tone="error">
                {failureMessage(
                  preview.error,
                  'The preview could not be loaded. You can still download the file.',
                )}
              </Alert>
            </div>
          ) : (
            // As tall as the frame it becomes, so the dialog's buttons do not move when the file arrives.
            <p
              role="status"
              className="flex h-[60vh] min-h-80 items-center justify-center gap-2 text-sm text-slate-700"
            >
              <Spinner label="" className="size-5 text-indigo-600" />
              Loading preview…
            </p>
          )}
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
        <Icon className="size-8 shrink-0 text-indigo-700" aria-hidden="true" />
        <dl className="min-w-0 flex-1 text-sm">
          <dt className="sr-only">File name</dt>
          <dd className="font-medium text-slate-900 wrap-anywhere">{resource.fileName || resource.title}</dd>
          <div className="flex gap-3 text-slate-600">
            <dt className="sr-only">Type</dt>
            <dd>{fileTypeLabel(resource.fileExtension)}</dd>
            <dt className="sr-only">Size</dt>
            <dd>{formatFileSize(resource.fileSize)}</dd>
          </div>
        </dl>
        <Button
          size="sm"
          variant="secondary"
          isLoading={download.isPending}
          onClick={() => download.mutate(resource)}
        >
          {download.isPending ? null : <Download className="size-4" aria-hidden="true" />}
          {download.isPending ? 'Downloading…' : 'Download'}
        </Button>
      </div>
      {download.isError ? (
        <Alert tone="error">{failureMessage(download.error, RESOURCE_MESSAGES.downloadFailed)}</Alert>
      ) : null}
    </section>
  );
}
