import { Check } from 'lucide-react';

interface WizardProgressProps {
  titles: readonly string[];
  /** 0-based. */
  step: number;
}

export function WizardProgress({ titles, step }: WizardProgressProps) {
  const total = titles.length;
  const current = step + 1;
  const percent = Math.round((current / total) * 100);
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between text-sm">
        <p className="font-semibold text-indigo-700">
          Step {current} of {total}
        </p>
        <p className="text-slate-600">{percent}% complete</p>
      </div>
      <div
        role="progressbar"
        aria-label="Wizard progress"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={current}
        aria-valuetext={`Step ${current} of ${total}: ${titles[step]}`}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-indigo-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <ol
        className="hidden gap-2 sm:grid"
        style={{ gridTemplateColumns: `repeat(${total}, minmax(0, 1fr))` }}
      >
        {titles.map((title, index) => {
          const isDone = index < step;
          const isCurrent = index === step;
          return (
            <li
              key={title}
              aria-current={isCurrent ? 'step' : undefined}
              className={`flex items-center gap-2 text-xs font-medium ${
                isCurrent ? 'text-indigo-700' : isDone ? 'text-slate-700' : 'text-slate-500'
              }`}
            >
              <span
                className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full border text-xs ${
                  isCurrent
                    ? 'border-indigo-600 bg-indigo-600 text-white'
                    : isDone
                      ? 'border-indigo-200 bg-indigo-50 text-indigo-700'
                      : 'border-slate-300 bg-white'
                }`}
                aria-hidden="true"
              >
                {isDone ? <Check className="size-3.5" /> : index + 1}
              </span>
              <span className="min-w-0">
                {title}
                {isDone ? <span className="sr-only"> (done)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
