import { Button } from '@/components/ui/button';

interface UploadProgressProps {
  percent: number;
  fileName: string;
  onCancel: () => void;
}

/** At 100 % the bytes are sent and the server is checking the file. */
export function UploadProgress({ percent, fileName, onCancel }: UploadProgressProps) {
  const isSent = percent >= 100;
  return (
    <div className="space-y-3 rounded-xl border border-indigo-200 bg-indigo-50 p-4">
      <div className="flex items-center justify-between gap-3 text-sm">
        <p id="upload-progress-label" className="min-w-0 font-medium text-indigo-900 wrap-anywhere">
          {isSent ? `Checking ${fileName}…` : `Uploading ${fileName}…`}
        </p>
        <span className="shrink-0 font-semibold text-indigo-900 tabular-nums" aria-hidden="true">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="upload-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-3 overflow-hidden rounded-full bg-white ring-1 ring-indigo-200"
      >
        <div
          className="h-full rounded-full bg-indigo-600 transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
      <Button variant="secondary" size="sm" onClick={onCancel} disabled={isSent}>
        Cancel Upload
      </Button>
    </div>
  );
}
