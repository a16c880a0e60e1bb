import { RESOURCE_LIMITS, RESOURCE_MESSAGES } from '@mentorbridge/shared';
import { PartyPopper } from 'lucide-react';

export function UploadThankYou({ message }: { message: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 px-2 py-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-green-100 text-green-700">
        <PartyPopper className="size-7" aria-hidden="true" />
      </span>
      <p className="text-lg font-semibold text-slate-900">{message}</p>
      <p className="max-w-sm text-sm text-slate-700">{RESOURCE_MESSAGES.reviewNote}</p>
      <p className="text-xs text-slate-500">
        This window closes by itself in {Math.round(RESOURCE_LIMITS.thankYouMs / 1000)} seconds.
      </p>
    </div>
  );
}
