import { Search } from 'lucide-react';
import type { Ref } from 'react';

interface FaqSearchProps {
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

export function FaqSearch({ value, onChange, ref }: FaqSearchProps) {
  return (
    <div className="relative mx-auto max-w-2xl">
      <label htmlFor="faq-search" className="sr-only">
        Search questions and answers
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <input
        ref={ref}
        id="faq-search"
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Search questions and answers…"
        autoComplete="off"
        className="block w-full rounded-xl border border-slate-300 bg-white py-3 pr-4 pl-11 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600"
      />
    </div>
  );
}
