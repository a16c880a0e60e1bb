import type { Difficulty, Outcome } from '@mentorbridge/shared';
import { OUTCOME_LABELS } from '../experience-format';

const OUTCOME_CLASSES: Record<Outcome, string> = {
  selected: 'bg-green-100 text-green-800 ring-green-200',
  rejected: 'bg-red-100 text-red-800 ring-red-200',
  pending: 'bg-amber-100 text-amber-900 ring-amber-200',
};

const DIFFICULTY_CLASSES: Record<Difficulty, string> = {
  Easy: 'bg-emerald-50 text-emerald-800',
  Medium: 'bg-sky-50 text-sky-800',
  Hard: 'bg-rose-50 text-rose-800',
};

export function OutcomeBadge({ outcome }: { outcome: Outcome }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${OUTCOME_CLASSES[outcome]}`}
    >
      {OUTCOME_LABELS[outcome]}
    </span>
  );
}

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty | null }) {
  if (!difficulty) return null;
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-md px-2 py-0.5 text-xs font-medium ${DIFFICULTY_CLASSES[difficulty]}`}
    >
      {difficulty}
      <span className="sr-only"> difficulty</span>
    </span>
  );
}
