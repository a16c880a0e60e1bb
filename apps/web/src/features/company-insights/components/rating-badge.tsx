import { Star } from 'lucide-react';
import { formatAverage, type RatingTone, ratingTone, reviewCount } from '../insight-format';

const TONES: Record<RatingTone, string> = {
  green: 'bg-green-50 text-green-800 ring-green-200',
  blue: 'bg-blue-50 text-blue-800 ring-blue-200',
  yellow: 'bg-yellow-50 text-yellow-800 ring-yellow-200',
  orange: 'bg-orange-50 text-orange-800 ring-orange-200',
  none: 'bg-slate-50 text-slate-700 ring-slate-200',
};

export function RatingBadge({ average, count }: { average: number; count: number }) {
  const tone = ratingTone(average, count);
  return (
    <span
      data-tone={tone}
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 text-sm font-semibold ring-1 ring-inset ${TONES[tone]}`}
    >
      <Star className="size-4 fill-current" aria-hidden="true" />
      {count === 0 ? (
        'No ratings yet'
      ) : (
        <>
          <span>
            {formatAverage(average)}
            <span className="sr-only"> out of 5</span>
          </span>
          <span className="font-normal">({reviewCount(count)})</span>
        </>
      )}
    </span>
  );
}
