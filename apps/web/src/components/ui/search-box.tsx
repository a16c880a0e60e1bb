import { CircleX, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { CONTROL_CLASSES } from './field';

export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  /** When it changes from outside, the box follows. */
  value: string;
  onSearch: (value: string) => void;
  label: string;
  isLabelVisible?: boolean;
  placeholder?: string;
  maxLength: number;
  /** Give each box its own when a page has two. */
  clearLabel?: string;
  /** False inside a search form that already is one. */
  isLandmark?: boolean;
}

export function SearchBox({
  value,
  onSearch,
  label,
  isLabelVisible = false,
  placeholder,
  maxLength,
  clearLabel = 'Clear search',
  isLandmark = true,
}: SearchBoxProps) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const clearButton = useRef<HTMLButtonElement>(null);
  // To tell this box's own searches from outside changes (Clear filters, Back).
  const lastSent = useRef(value.trim());
  const [seenValue, setSeenValue] = useState(value);

  if (value !== seenValue) {
    setSeenValue(value);
    if (value.trim() !== lastSent.current) {
      lastSent.current = value.trim();
      setText(value);
    }
  }

  const search = (next: string) => {
    if (next.trim() === lastSent.current) return;
    lastSent.current = next.trim();
    onSearch(next.trim());
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced text triggers a search.
  useEffect(() => search(debounced), [debounced]);

  const clear = () => {
    setText('');
    search('');
    input.current?.focus();
  };

  const field = (
    <>
      <label htmlFor={inputId} className={isLabelVisible ? 'text-sm font-medium text-slate-800' : 'sr-only'}>
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          ref={input}
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') search(text);
          }}
          // Blur sends at once, so a click on a filter acts on the search the user sees.
          onBlur={(event) => {
            if (event.relatedTarget !== clearButton.current) search(text);
          }}
          placeholder={placeholder}
          maxLength={maxLength}
          autoComplete="off"
          className={`${CONTROL_CLASSES} border-slate-300 py-2.5 pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden`}
        />
        {text ? (
          <button
            ref={clearButton}
            type="button"
            onClick={clear}
            aria-label={clearLabel}
            className="absolute top-1/2 right-1.5 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <CircleX className="size-4" aria-hidden="true" />
          </button>
        ) : null}
      </div>
    </>
  );
  return isLandmark ? (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not known to every browser and test DOM yet.
    <div role="search" aria-label={label} className="flex flex-col gap-1">
      {field}
    </div>
  ) : (
    <div className="flex flex-col gap-1">{field}</div>
  );
}
