import {
  type DevMail,
  type DevMailAttachment,
  devMailboxResponseSchema,
  formatInstant,
} from '@mentorbridge/shared';
import { useQuery } from '@tanstack/react-query';
import { Paperclip, RefreshCw } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, apiFetch } from '@/lib/api-client';
import { PageContainer } from '../layouts/page-container';

export const DEV_MAILBOX_UNAVAILABLE = 'The dev mailbox is only available in development without SMTP.';

async function fetchDevMailbox(signal: AbortSignal): Promise<DevMail[]> {
  const body = await apiFetch<unknown>('/api/dev/mailbox', { signal, isPublic: true });
  return devMailboxResponseSchema.parse(body).data;
}

function attachmentPath(mailId: string, index: number): string {
  return `/api/dev/mailbox/${encodeURIComponent(mailId)}/attachments/${index}`;
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function formatTime(iso: string): string {
  return formatInstant(iso) || iso;
}

function AttachmentList({ mailId, attachments }: { mailId: string; attachments: DevMailAttachment[] }) {
  return (
    <div className="mt-3">
      <h3 className="text-sm font-medium text-slate-800">Attachments</h3>
      <ul className="mt-1 space-y-1">
        {attachments.map((attachment) => (
          <li key={attachment.index} className="flex items-center gap-2 text-sm">
            <Paperclip className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <a
              href={attachmentPath(mailId, attachment.index)}
              download={attachment.filename}
              className="font-medium break-all text-indigo-700 underline hover:text-indigo-900"
            >
              {attachment.filename}
            </a>
            <span className="shrink-0 text-slate-600">({formatSize(attachment.size)})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function MailItem({ mail }: { mail: DevMail }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <h2 className="font-semibold text-slate-900">{mail.subject}</h2>
        <time dateTime={mail.createdAt} className="shrink-0 text-sm text-slate-600">
          {formatTime(mail.createdAt)}
        </time>
      </div>
      <p className="mt-1 text-sm break-all text-slate-700">
        To: {mail.to} · <span className="text-slate-600">{mail.status}</span>
      </p>
      {mail.attachments.length ? <AttachmentList mailId={mail._id} attachments={mail.attachments} /> : null}
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-indigo-700">Text</summary>
        <pre className="mt-2 overflow-x-auto rounded bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-800">
          {mail.text}
        </pre>
      </details>
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-medium text-indigo-700">HTML (as text)</summary>
        {/* Shown as source on purpose: rendering mail HTML here would run untrusted markup. */}
        <pre className="mt-2 overflow-x-auto rounded bg-slate-50 p-3 text-xs whitespace-pre-wrap break-all text-slate-800">
          {mail.html}
        </pre>
      </details>
    </li>
  );
}

export default function DevMailboxPage() {
  const query = useQuery({ queryKey: ['dev-mailbox'], queryFn: ({ signal }) => fetchDevMailbox(signal) });
  const isUnavailable = query.error instanceof ApiError && query.error.status === 404;

  return (
    <PageContainer>
      <title>Dev mailbox · MentorBridge</title>
      <meta name="robots" content="noindex" />
      <PageHeader
        title="Dev mailbox"
        description="Mail sent by the development server, newest first."
        actions={
          <Button
            variant="secondary"
            onClick={() => query.refetch()}
            isLoading={query.isFetching && !query.isPending}
            disabled={isUnavailable}
          >
            {query.isFetching && !query.isPending ? null : (
              <RefreshCw className="size-4" aria-hidden="true" />
            )}
            Refresh
          </Button>
        }
      />
      {query.isPending ? (
        <div className="flex justify-center py-12 text-indigo-600">
          <Spinner label="Loading mail" className="size-6" />
        </div>
      ) : isUnavailable ? (
        <Alert tone="info">{DEV_MAILBOX_UNAVAILABLE}</Alert>
      ) : query.isError ? (
        <Alert tone="error">
          {query.error instanceof ApiError ? query.error.message : 'Failed to load the mailbox.'}
        </Alert>
      ) : query.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          No mail yet.
        </p>
      ) : (
        <ul className="space-y-3">
          {query.data.map((mail) => (
            <MailItem key={mail._id} mail={mail} />
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
