import { FilterX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SearchBox } from '@/components/ui/search-box';
import { type DirectoryParams, hasActiveFilters } from '../directory-query';
import { DirectoryFilterSelects } from './directory-filters';

interface DirectoryControlsProps {
  params: DirectoryParams;
  onChange: (key: keyof DirectoryParams, value: string) => void;
  onClearAll: () => void;
}

/**
 * Search, college, company and branch filters, and 'Clear all filters' (part 2 section 2.4): the same on
 * /find-mentor and on the student dashboard's Find tab.
 */
export function DirectoryControls({ params, onChange, onClearAll }: DirectoryControlsProps) {
  return (
    <section
      aria-label="Search and filters"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <SearchBox
        value={params.q}
        onSearch={(value) => onChange('q', value)}
        label="Search alumni"
        placeholder="Search by name, college or company"
        maxLength={100}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <DirectoryFilterSelects params={params} onChange={onChange} />
      </div>
      {hasActiveFilters(params) ? (
        <div className="flex justify-end">
          <Button variant="ghost" size="sm" onClick={onClearAll}>
            <FilterX className="size-4" aria-hidden="true" />
            Clear all filters
          </Button>
        </div>
      ) : null}
    </section>
  );
}
