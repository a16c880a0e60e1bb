import type { LeaderboardEntry } from '@mentorbridge/shared';
import { Flame, Star } from 'lucide-react';
import { formatRating, plural } from '../leaderboard-format';

export function RatingValue({ rating }: { rating: LeaderboardEntry['rating'] }) {
  if (rating.total === 0) {
    return (
      <span className="text-slate-600">
        <span aria-hidden="true">—</span>
        <span className="sr-only">No ratings yet</span>
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap text-slate-800 tabular-nums">
      <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
      {formatRating(rating.average, rating.total)}
      <span className="text-xs text-slate-600">
        ({rating.total}
        <span className="sr-only"> {rating.total === 1 ? 'rating' : 'ratings'}</span>)
      </span>
    </span>
  );
}

export function StreakValue({ streak }: { streak: LeaderboardEntry['streak'] }) {
  return (
    <span
      className="inline-flex items-center gap-1 whitespace-nowrap text-slate-800 tabular-nums"
      title={`Longest streak: ${plural(streak.longest, 'day')}`}
    >
      <Flame
        className={`size-4 ${streak.current > 0 ? 'text-orange-500' : 'text-slate-300'}`}
        aria-hidden="true"
      />
      {plural(streak.current, 'day')}
    </span>
  );
}
