import { Check } from 'lucide-react';

interface StepIndicatorProps {
  steps: readonly string[];
  current: number;
}

export function StepIndicator({ steps, current }: StepIndicatorProps) {
  return (
    <div>
      <p className="mb-2 text-center text-xs font-medium text-slate-600">
        Step {current} of {steps.length}
      </p>
      <ol aria-label="Progress" className="flex items-center gap-2">
        {steps.map((name, index) => {
          const step = index + 1;
          const isDone = step < current;
          const isCurrent = step === current;
          return (
            <li
              key={name}
              aria-current={isCurrent ? 'step' : undefined}
              className="flex flex-1 items-center gap-2 text-xs sm:text-sm"
            >
              <span
                className={`flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
                  isDone || isCurrent ? 'bg-indigo-600 text-white' : 'bg-slate-200 text-slate-700'
                }`}
                aria-hidden="true"
              >
                {isDone ? <Check className="size-4" /> : step}
              </span>
              <span className={isCurrent ? 'font-semibold text-slate-900' : 'text-slate-600'}>
                {name}
                {isDone ? <span className="sr-only"> (done)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
