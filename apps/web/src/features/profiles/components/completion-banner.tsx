import { COMPLETION_THRESHOLDS } from '@mentorbridge/shared';
import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

interface CompletionBannerProps {
  percentage: number;
  editPath: string;
}

export function CompletionBanner({ percentage, editPath }: CompletionBannerProps) {
  if (percentage >= COMPLETION_THRESHOLDS.banner) return null;
  const needsAction = percentage < COMPLETION_THRESHOLDS.callToAction;
  return (
    <section
      aria-label="Profile completion"
      className={`mb-6 rounded-2xl border p-5 ${needsAction ? 'border-amber-300 bg-amber-50' : 'border-indigo-200 bg-indigo-50'}`}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-2 font-semibold text-slate-900">
            <Sparkles className="size-4 text-indigo-700" aria-hidden="true" />
            Your profile is {percentage}% complete
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {needsAction
              ? 'Alumni can barely see who you are yet. Add your details to get better matches.'
              : 'A complete profile helps alumni understand how to help you.'}
          </p>
          <div
            role="progressbar"
            aria-label="Profile completion"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percentage}
            className="mt-3 h-2 overflow-hidden rounded-full bg-white"
          >
            <div
              className={`h-full rounded-full ${needsAction ? 'bg-amber-500' : 'bg-indigo-600'}`}
              style={{ width: `${percentage}%` }}
            />
          </div>
        </div>
        {needsAction ? (
          <Link to={editPath} className={buttonClasses('primary', 'md', 'no-underline')}>
            Complete Profile Now
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        ) : null}
      </div>
    </section>
  );
}
