import { FilterX } from 'lucide-react';
import { Button } from './button';
import { SelectField, type SelectOption } from './field';
import { SearchBox } from './search-box';

export interface FilterSelect {
  label: string;
  placeholder?: string;
  options: readonly (SelectOption | string)[];
  value: string;
  onChange: (value: string) => void;
}

/** Whole class names, so Tailwind finds them. */
const COLUMNS: Record<number, string> = {
  1: 'sm:grid-cols-1',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-3',
  4: 'sm:grid-cols-4',
};

interface FilterBarProps {
  search: {
    value: string;
    onSearch: (value: string) => void;
    label: string;
    placeholder: string;
    maxLength: number;
  };
  selects: readonly FilterSelect[];
  isFiltered: boolean;
  onClear: () => void;
  clearLabel?: string;
}

export function FilterBar({
  search,
  selects,
  isFiltered,
  onClear,
  clearLabel = 'Clear filters',
}: FilterBarProps) {
  return (
    <section
      aria-label="Search and filters"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <SearchBox {...search} />
      <div className={`grid gap-4 ${COLUMNS[selects.length] ?? COLUMNS[4]}`}>
        {selects.map(({ onChange, ...select }) => (
          <SelectField key={select.label} {...select} onChange={(event) => onChange(event.target.value)} />
        ))}
      </div>
      {isFiltered ? (
        <div className="flex justify-end">
          <Button variant="ghost" size="sm" onClick={onClear}>
            <FilterX className="size-4" aria-hidden="true" />
            {clearLabel}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
