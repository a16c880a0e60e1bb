import { RESOURCE_CATEGORIES, RESOURCE_LIMITS } from '@mentorbridge/shared';
import { FilterX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { SearchBox } from '@/components/ui/search-box';
import {
  hasActiveFilters,
  type ResourceListParams,
  type ResourceSort,
  SORT_OPTIONS,
} from '../resource-list-params';

interface ResourceFiltersProps {
  params: ResourceListParams;
  onChange: (patch: Partial<ResourceListParams>) => void;
}

/** Search, category filter and sort of the students' list (part 2 section 2.9). */
export function ResourceFilters({ params, onChange }: ResourceFiltersProps) {
  return (
    <section
      aria-label="Search and filters"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <SearchBox
        value={params.q}
        onSearch={(q) => onChange({ q })}
        label="Search resources"
        placeholder="Search by title, description or tag"
        maxLength={RESOURCE_LIMITS.searchMax}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Category"
          placeholder="All categories"
          options={RESOURCE_CATEGORIES}
          value={params.category}
          onChange={(event) => onChange({ category: event.target.value })}
        />
        <SelectField
          label="Sort by"
          options={SORT_OPTIONS}
          value={params.sort}
          onChange={(event) => onChange({ sort: event.target.value as ResourceSort })}
        />
      </div>
      {hasActiveFilters(params) ? (
        <div className="flex justify-end">
          <Button variant="ghost" size="sm" onClick={() => onChange({ q: '', category: '' })}>
            <FilterX className="size-4" aria-hidden="true" />
            Clear filters
          </Button>
        </div>
      ) : null}
    </section>
  );
}
