import type { Outcome, StoredQuestion } from '@mentorbridge/shared';

const LOCALE = 'en-IN';

export const OUTCOME_LABELS: Record<Outcome, string> = {
  selected: 'Selected',
  rejected: 'Rejected',
  pending: 'Pending',
};

/** A bare date is a calendar day, shown as written; an instant is shown in the viewer's zone. */
export function formatDay(value: string | null | undefined, timeZone?: string): string {
  if (!value) return '';
  const isBareDate = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(isBareDate ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALE, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: isBareDate ? 'UTC' : timeZone,
  }).format(date);
}

export const roundsLabel = (rounds: number) => `${rounds} ${rounds === 1 ? 'round' : 'rounds'}`;

export function roundOf(question: StoredQuestion): string {
  const round = question.round.trim();
  if (round) return /^\d+$/.test(round) ? `Round ${round}` : round;
  return question.types[0] ?? 'General';
}

export interface RoundGroup {
  round: string;
  questions: Array<{ question: StoredQuestion; number: number }>;
}

/** In the order the rounds first appear, each question keeping its overall number. */
export function groupByRound(questions: readonly StoredQuestion[]): RoundGroup[] {
  const groups = new Map<string, RoundGroup>();
  questions.forEach((question, index) => {
    const round = roundOf(question);
    const group = groups.get(round) ?? { round, questions: [] };
    group.questions.push({ question, number: index + 1 });
    groups.set(round, group);
  });
  return [...groups.values()];
}
