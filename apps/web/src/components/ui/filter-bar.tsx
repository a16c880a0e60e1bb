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

export interface FilterSearch {
  value: string;
  onSearch: (value: string) => void;
  label: string;
  placeholder: string;
  maxLength: number;
  isLabelVisible?: boolean;
  /** Give each box its own when a bar has two. */
  clearLabel?: string;
}

/** Whole class names, so Tailwind finds them. */
const COLUMNS: Record<number, string> = {
  1: 'sm:grid-cols-1',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-3',
  4: 'sm:grid-cols-4',
};

interface FilterBarProps {
  /** Two searches sit side by side from medium widths. */
  search: FilterSearch | readonly [FilterSearch, ...FilterSearch[]];
  selects: readonly FilterSelect[];
  isFiltered?: boolean;
  /** Without it the bar offers no clear button. */
  onClear?: () => void;
  clearLabel?: string;
  /** The region's name. */
  label?: string;
}

export function FilterBar({
  search,
  selects,
  isFiltered = false,
  onClear,
  clearLabel = 'Clear filters',
  label = 'Search and filters',
}: FilterBarProps) {
  const searches = 'value' in search ? [search] : search;
  const boxes = searches.map((box) => <SearchBox key={box.label} {...box} />);
  return (
    <section
      aria-label={label}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      {boxes.length === 1 ? boxes : <div className="grid gap-4 md:grid-cols-2">{boxes}</div>}
      <div className={`grid gap-4 ${COLUMNS[selects.length] ?? COLUMNS[4]}`}>
        {selects.map(({ onChange, ...select }) => (
          <SelectField key={select.label} {...select} onChange={(event) => onChange(event.target.value)} />
        ))}
      </div>
      {isFiltered && onClear ? (
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
