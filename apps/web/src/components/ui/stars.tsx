import { Star } from 'lucide-react';

interface StarsProps {
  rating: number;
  className?: string;
}

/** The number is announced once, as text ('Rated 4.5 out of 5'). */
export function Stars({ rating, className = 'size-4' }: StarsProps) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((value) => {
        const fill = Math.min(1, Math.max(0, rating - (value - 1)));
        return (
          <span key={value} className="relative inline-flex" aria-hidden="true">
            <Star className={`${className} fill-slate-100 text-slate-300`} />
            {fill > 0 ? (
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className={`${className} max-w-none fill-amber-400 text-amber-500`} />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
