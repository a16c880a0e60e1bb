import {
  COMPANY_SIZES,
  INDUSTRIES,
  INSIGHT_LIMITS,
  INSIGHT_SORTS,
  type InsightSort,
} from '@mentorbridge/shared';
import { FilterBar } from '@/components/ui/filter-bar';
import { hasActiveFilters, type InsightListParams, SORT_LABELS } from '../insight-list-params';

const SORT_OPTIONS = INSIGHT_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));

interface InsightFiltersProps {
  params: InsightListParams;
  onChange: (patch: Partial<InsightListParams>) => void;
}

export function InsightFilters({ params, onChange }: InsightFiltersProps) {
  return (
    <FilterBar
      search={{
        value: params.q,
        onSearch: (q) => onChange({ q }),
        label: 'Search companies',
        placeholder: 'Search by company, industry, location or role',
        maxLength: INSIGHT_LIMITS.searchMax,
      }}
      selects={[
        {
          label: 'Industry',
          placeholder: 'All industries',
          options: INDUSTRIES,
          value: params.industry,
          onChange: (industry) => onChange({ industry }),
        },
        {
          label: 'Company size',
          placeholder: 'All sizes',
          options: COMPANY_SIZES,
          value: params.size,
          onChange: (size) => onChange({ size }),
        },
        {
          label: 'Sort by',
          options: SORT_OPTIONS,
          value: params.sort,
          onChange: (sort) => onChange({ sort: sort as InsightSort }),
        },
      ]}
      isFiltered={hasActiveFilters(params)}
      onClear={() => onChange({ q: '', industry: '', size: '' })}
    />
  );
}
