import { ArrowDown, ArrowUp, Medal, Minus } from 'lucide-react';

const MEDAL_TONES = ['text-amber-500', 'text-slate-400', 'text-orange-600'] as const;

export function medalTone(rank: number): string | null {
  return rank >= 1 && rank <= 3 ? MEDAL_TONES[rank - 1]! : null;
}

/** Always read as 'Rank N'. */
export function RankMark({ rank, className = 'text-slate-800' }: { rank: number; className?: string }) {
  const tone = medalTone(rank);
  if (!tone) {
    return (
      <span className={`font-semibold tabular-nums ${className}`}>
        <span className="sr-only">Rank </span>#{rank}
      </span>
    );
  }
  return (
    <span className={`inline-flex items-center gap-1 font-bold tabular-nums ${className}`}>
      <Medal className={`size-5 ${tone}`} aria-hidden="true" />
      <span className="sr-only">Rank </span>
      {rank}
    </span>
  );
}

export function RankChange({ change, isVerbose = false }: { change: number; isVerbose?: boolean }) {
  // Screen readers always get the words; they are shown too where there is room.
  const words = isVerbose ? '' : 'sr-only';
  const since = isVerbose ? ' since yesterday' : '';
  if (change > 0) {
    return (
      <span className="inline-flex items-center gap-0.5 font-semibold whitespace-nowrap text-green-700 tabular-nums">
        <ArrowUp className="size-4" aria-hidden="true" />
        {change}
        <span className={words}>
          {' '}
          {change === 1 ? 'place' : 'places'} up{since}
        </span>
      </span>
    );
  }
  if (change < 0) {
    return (
      <span className="inline-flex items-center gap-0.5 font-semibold whitespace-nowrap text-red-700 tabular-nums">
        <ArrowDown className="size-4" aria-hidden="true" />
        {-change}
        <span className={words}>
          {' '}
          {change === -1 ? 'place' : 'places'} down{since}
        </span>
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap text-slate-600">
      <Minus className="size-4" aria-hidden="true" />
      <span className={words}>No change{since}</span>
    </span>
  );
}
