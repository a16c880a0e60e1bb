import type { Outcome, StoredQuestion } from '@mentorbridge/shared';

const LOCALE = 'en-IN';

export const OUTCOME_LABELS: Record<Outcome, string> = {
  selected: 'Selected',
  rejected: 'Rejected',
  pending: 'Pending',
};

/**
 * '12 May 2026'. A bare date ('2026-05-12', the interview date) is a calendar day and is shown as written;
 * an instant (createdAt) is shown in the viewer's zone. Empty for a missing or unreadable value.
 */
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

/** '1 round', '3 rounds'. */
export const roundsLabel = (rounds: number) => `${rounds} ${rounds === 1 ? 'round' : 'rounds'}`;

/** The round a question belongs to, for grouping: its round, else its first type, else 'General'. */
export function roundOf(question: StoredQuestion): string {
  const round = question.round.trim();
  if (round) return /^\d+$/.test(round) ? `Round ${round}` : round;
  return question.types[0] ?? 'General';
}

export interface RoundGroup {
  round: string;
  questions: Array<{ question: StoredQuestion; number: number }>;
}

/** Questions grouped by round in the order the rounds first appear, each keeping its overall number. */
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
