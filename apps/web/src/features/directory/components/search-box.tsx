import { CircleX, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { CONTROL_CLASSES } from '@/components/ui/field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  /** The search in effect (from the URL); when it changes from outside, the box follows. */
  value: string;
  onSearch: (value: string) => void;
  label?: string;
}

/** The directory's search over name, college and company: sent once typing pauses; × clears it. */
export function SearchBox({ value, onSearch, label = 'Search alumni' }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const inputId = useId();
  // What this box last sent, to tell its own searches from outside changes (Clear all filters, Back).
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
    onSearch(next);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced text triggers a search.
  useEffect(() => search(debounced), [debounced]);

  const clear = () => {
    setText('');
    search('');
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not known to every browser and test DOM yet.
    <div role="search" className="relative">
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <input
        id={inputId}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') search(text);
        }}
        placeholder="Search by name, college or company"
        maxLength={100}
        autoComplete="off"
        className={`${CONTROL_CLASSES} border-slate-300 py-2.5 pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden`}
      />
      {text ? (
        <button
          type="button"
          onClick={clear}
          aria-label="Clear search"
          className="absolute top-1/2 right-1.5 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <CircleX className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
