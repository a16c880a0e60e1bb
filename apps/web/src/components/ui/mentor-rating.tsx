import { formatMentorRating, type MentorRating } from '@mentorbridge/shared';

interface MentorRatingBadgeProps {
  /** Null below the threshold, undefined from an older server: nothing is shown. */
  rating: MentorRating | undefined;
  className?: string;
}

/** "★ 4.6 (12 reviews)" on sight; a screen reader hears the sentence instead of "black star". */
export function MentorRatingBadge({ rating, className = '' }: MentorRatingBadgeProps) {
  if (!rating) return null;
  const sentence = `Rated ${rating.average.toFixed(1)} out of 5 from ${rating.count} session reviews`;
  return (
    <p className={`text-sm font-medium text-amber-800 ${className}`}>
      <span aria-hidden="true">{formatMentorRating(rating)}</span>
      <span className="sr-only">{sentence}</span>
    </p>
  );
}
