import {
  COMPANY_SIZES,
  INDUSTRIES,
  INSIGHT_LIMITS,
  INSIGHT_SORTS,
  type InsightSort,
} from '@mentorbridge/shared';
import { FilterX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { SearchBox } from '@/components/ui/search-box';
import { hasActiveFilters, type InsightListParams, SORT_LABELS } from '../insight-list-params';

const SORT_OPTIONS = INSIGHT_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));

interface InsightFiltersProps {
  params: InsightListParams;
  onChange: (patch: Partial<InsightListParams>) => void;
}

/** Search, industry and size filters and the sort (part 2 section 2.6). */
export function InsightFilters({ params, onChange }: InsightFiltersProps) {
  return (
    <section
      aria-label="Search and filters"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <SearchBox
        value={params.q}
        onSearch={(q) => onChange({ q })}
        label="Search companies"
        placeholder="Search by company, industry, location or role"
        maxLength={INSIGHT_LIMITS.searchMax}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Industry"
          placeholder="All industries"
          options={INDUSTRIES}
          value={params.industry}
          onChange={(event) => onChange({ industry: event.target.value })}
        />
        <SelectField
          label="Company size"
          placeholder="All sizes"
          options={COMPANY_SIZES}
          value={params.size}
          onChange={(event) => onChange({ size: event.target.value })}
        />
        <SelectField
          label="Sort by"
          options={SORT_OPTIONS}
          value={params.sort}
          onChange={(event) => onChange({ sort: event.target.value as InsightSort })}
        />
      </div>
      {hasActiveFilters(params) ? (
        <div className="flex justify-end">
          <Button variant="ghost" size="sm" onClick={() => onChange({ q: '', industry: '', size: '' })}>
            <FilterX className="size-4" aria-hidden="true" />
            Clear filters
          </Button>
        </div>
      ) : null}
    </section>
  );
}
