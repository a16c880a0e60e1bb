import { MENTOR_REVIEW_LIMITS } from './mentor-reviews';
import { replyTimeLabel } from './mentorship-responsiveness';
import {
  type MatchPart,
  RECOMMENDATION_LIMITS,
  RECOMMENDATION_WEIGHTS,
  type RecommendationWeight,
} from './recommendations';

/** What a mentor's matched key says; the server keeps one per (kind, normalised value, mentor). */
export const MATCH_KINDS = [
  'company',
  'previous',
  'role',
  'skill',
  'branch',
  'college',
  'interest',
  'industry',
  'experience',
  'workshop',
] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

/** `label` is the mentor's own spelling; `count` the experiences or workshops behind an experience or workshop key. */
export interface MatchedKey {
  kind: MatchKind;
  label: string;
  count: number;
}

export interface MatchFacts {
  keys: readonly MatchedKey[];
  graduationYear: number | null;
  replyWithinDays: number | null;
  isRecentlyActive: boolean;
  /** The mentor's visible ratings; they count once `MENTOR_REVIEW_LIMITS.minRatingsShown` exist. */
  ratings: { count: number; sum: number };
}

/** `student`: matched against a student's wishes; `similar`: against another mentor's profile. */
export type MatchMode = 'student' | 'similar';

export interface Explanation {
  score: number;
  parts: MatchPart[];
  reasons: string[];
}

export function listWords(items: readonly string[], shown = 3): string {
  const head = items.slice(0, shown);
  const rest = items.length - head.length;
  if (rest > 0) return `${head.join(', ')} and ${rest} more`;
  if (head.length <= 1) return head.join('');
  return `${head.slice(0, -1).join(', ')} and ${head.at(-1)}`;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function distinct(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const pointsOf = (weight: RecommendationWeight, count: number) => {
  const { points, upTo } = RECOMMENDATION_WEIGHTS[weight];
  return points * Math.min(count, upTo);
};

const round = (value: number) => Math.round(value * 10) / 10;

function sentence(kind: MatchKind, labels: string[], mode: MatchMode, facts: MatchFacts): string {
  const words = listWords(labels);
  switch (kind) {
    case 'company':
      return mode === 'similar' ? `Also works at ${words}` : `Works at ${words}, on your target list`;
    case 'previous':
      return `Worked at ${words}, on your target list`;
    case 'role':
      return `Works as ${words}, a role you target`;
    case 'skill':
      return `Shares ${words}`;
    case 'branch':
      return facts.graduationYear
        ? `Same branch (${words}), graduated ${facts.graduationYear}`
        : `Same branch (${words})`;
    case 'college':
      return `Studied at ${words}, your college`;
    case 'interest':
      return `Shares your interest in ${words}`;
    case 'industry':
      return mode === 'similar' ? `Also works in ${words}` : `Works in ${words}, one of your interests`;
    case 'workshop':
      return `Runs workshops on ${words}`;
    case 'experience':
      return words;
  }
}

const WEIGHT_OF: Record<MatchKind, RecommendationWeight> = {
  company: 'targetCompany',
  previous: 'previousCompany',
  role: 'targetRole',
  experience: 'experience',
  skill: 'sharedSkill',
  branch: 'sameBranch',
  college: 'sameCollege',
  interest: 'sharedInterest',
  industry: 'industry',
  workshop: 'workshopTopic',
};

/**
 * The score's parts in words, strongest first, and the 1–3 strongest as reasons. It counts exactly as the
 * server's SQL does (same weights, same caps), which the recommendation tests check on every answer.
 */
export function explainMatch(facts: MatchFacts, mode: MatchMode = 'student'): Explanation {
  const parts: MatchPart[] = [];
  for (const kind of MATCH_KINDS) {
    const keys = facts.keys.filter((key) => key.kind === kind);
    if (keys.length === 0) continue;
    if (kind === 'experience') {
      const posted = keys.reduce((sum, key) => sum + key.count, 0);
      const companies = listWords(distinct(keys.map((key) => key.label)));
      parts.push({
        label: `Posted ${plural(posted, 'interview experience')} for ${companies}`,
        points: pointsOf('experience', posted),
      });
      continue;
    }
    const labels = distinct(keys.map((key) => key.label));
    // Role keys are the position's word runs: several may match one position, which counts once.
    const count = kind === 'role' ? 1 : keys.length;
    parts.push({ label: sentence(kind, labels, mode, facts), points: pointsOf(WEIGHT_OF[kind], count) });
  }
  const replyLabel = replyTimeLabel(facts.replyWithinDays);
  if (replyLabel && facts.replyWithinDays! <= RECOMMENDATION_LIMITS.fastReplyDays) {
    parts.push({ label: replyLabel, points: pointsOf('fastReply', 1) });
  }
  if (facts.isRecentlyActive) {
    parts.push({
      label: `Active in the last ${RECOMMENDATION_LIMITS.recentlyActiveDays} days`,
      points: pointsOf('recentlyActive', 1),
    });
  }
  const { count, sum } = facts.ratings;
  if (count >= MENTOR_REVIEW_LIMITS.minRatingsShown) {
    parts.push({
      label: `Rated ${(sum / count).toFixed(1)} in ${plural(count, 'review')}`,
      points: round(RECOMMENDATION_WEIGHTS.ratingStar.points * (sum / count - 3)),
    });
  }
  parts.sort((a, b) => b.points - a.points);
  const score = round(parts.reduce((sum, part) => sum + part.points, 0));
  const reasons = parts
    .filter((part) => part.points > 0)
    .slice(0, 3)
    .map((part) => part.label);
  return { score, parts, reasons };
}
