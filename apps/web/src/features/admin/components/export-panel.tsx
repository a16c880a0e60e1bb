import { EXPORT_KINDS, EXPORT_LABELS, type ExportKind } from '@mentorbridge/shared';
import { Download, FileDown } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useTimedBanner } from '@/hooks/use-timed-banner';
import { failureMessage } from '@/lib/failure-message';
import { useDownloadExport } from '../api/download-export';
import { Panel } from './panel';

export const EXPORT_FAILED = 'Failed to download the export. Please try again.';

export function ExportPanel() {
  const download = useDownloadExport();
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const { banner, show } = useTimedBanner();

  const start = (kind: ExportKind) => {
    setBusy(kind);
    download.mutate(kind, {
      onSuccess: (fileName) => show({ tone: 'success', text: `Downloaded ${fileName}` }),
      onError: (error) => show({ tone: 'error', text: failureMessage(error, EXPORT_FAILED) }),
      onSettled: () => setBusy(null),
    });
  };

  return (
    <Panel id="export-title" title="Export data" icon={<FileDown className="size-4" />}>
      <p className="mb-3 text-sm text-slate-600">CSV files that open in any spreadsheet.</p>
      <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-1">
        {EXPORT_KINDS.map((kind) => (
          <Button
            key={kind}
            variant="secondary"
            size="sm"
            className="justify-start"
            isLoading={busy === kind}
            disabled={busy !== null && busy !== kind}
            onClick={() => start(kind)}
          >
            {busy === kind ? null : <Download className="size-4" aria-hidden="true" />}
            {EXPORT_LABELS[kind]} CSV
          </Button>
        ))}
      </div>
      {banner ? (
        <Alert key={banner.id} tone={banner.tone} className="mt-3">
          {banner.text}
        </Alert>
      ) : null}
    </Panel>
  );
}
