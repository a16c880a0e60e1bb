import type { LeaderboardPeriod, Level } from '@mentorbridge/shared';
import { useId } from 'react';
import { SelectField } from '@/components/ui/field';
import { isLevel, LEVEL_FILTER_OPTIONS, PERIOD_OPTIONS } from '../leaderboard-format';

interface LeaderboardControlsProps {
  period: LeaderboardPeriod;
  level: Level | null;
  onPeriodChange: (period: LeaderboardPeriod) => void;
  onLevelChange: (level: Level | null) => void;
}

/** The period changes the data: the rankings count the points earned in it. */
export function LeaderboardControls({
  period,
  level,
  onPeriodChange,
  onLevelChange,
}: LeaderboardControlsProps) {
  const levelId = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <fieldset>
        <legend className="mb-1 block text-sm font-medium text-slate-800">Time period</legend>
        <div className="inline-flex w-full rounded-lg border border-slate-300 bg-white p-1 shadow-sm sm:w-auto">
          {PERIOD_OPTIONS.map((option) => {
            const isSelected = option.value === period;
            return (
              <button
                key={option.value}
                type="button"
                aria-pressed={isSelected}
                onClick={() => onPeriodChange(option.value)}
                className={`flex-1 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 sm:flex-none ${
                  isSelected ? 'bg-indigo-600 text-white shadow-sm' : 'text-slate-700 hover:bg-slate-100'
                }`}
              >
                {option.label}
              </button>
            );
          })}
        </div>
      </fieldset>
      <SelectField
        id={levelId}
        label="Level"
        options={LEVEL_FILTER_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
        value={level ?? ''}
        onChange={(event) => onLevelChange(isLevel(event.target.value) ? event.target.value : null)}
        wrapperClassName="w-full sm:w-48"
      />
    </div>
  );
}
