import { Star } from 'lucide-react';
import { useId, useState } from 'react';

export const RATING_LABELS = ['Poor', 'Fair', 'Good', 'Very Good', 'Excellent'] as const;

interface StarRatingInputProps {
  value: number;
  onChange: (rating: number) => void;
  label?: string;
  error?: string;
  isAutoFocus?: boolean;
}

/** A native radio group: Tab reaches it, arrow keys choose; hovering previews without choosing. */
export function StarRatingInput({
  value,
  onChange,
  label = 'Your rating',
  error,
  isAutoFocus = false,
}: StarRatingInputProps) {
  const name = useId();
  const errorId = `${name}-error`;
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;

  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        {label}
        <span className="ml-0.5 text-red-700" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="mt-1 flex items-center gap-3">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: hover only previews; the radios take input. */}
        <div className="flex" onMouseLeave={() => setHovered(0)}>
          {RATING_LABELS.map((word, index) => {
            const rating = index + 1;
            return (
              <label
                key={word}
                className="cursor-pointer rounded-md p-0.5 has-focus-visible:outline-2 has-focus-visible:outline-indigo-600"
                onMouseEnter={() => setHovered(rating)}
              >
                <input
                  type="radio"
                  name={name}
                  value={rating}
                  checked={value === rating}
                  onChange={() => onChange(rating)}
                  className="sr-only"
                  data-autofocus={isAutoFocus && rating === 1 ? true : undefined}
                  aria-label={`${rating} ${rating === 1 ? 'star' : 'stars'}, ${word}`}
                />
                <Star
                  aria-hidden="true"
                  className={`size-8 transition-colors ${
                    rating <= shown ? 'fill-amber-400 text-amber-500' : 'fill-white text-slate-400'
                  }`}
                />
              </label>
            );
          })}
        </div>
        <span className="text-sm font-medium text-slate-700" aria-hidden="true">
          {shown ? RATING_LABELS[shown - 1] : ''}
        </span>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
