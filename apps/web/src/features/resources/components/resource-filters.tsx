import { RESOURCE_CATEGORIES, RESOURCE_LIMITS } from '@mentorbridge/shared';
import { FilterBar } from '@/components/ui/filter-bar';
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

export function ResourceFilters({ params, onChange }: ResourceFiltersProps) {
  return (
    <FilterBar
      search={{
        value: params.q,
        onSearch: (q) => onChange({ q }),
        label: 'Search resources',
        placeholder: 'Search by title, description or tag',
        maxLength: RESOURCE_LIMITS.searchMax,
      }}
      selects={[
        {
          label: 'Category',
          placeholder: 'All categories',
          options: RESOURCE_CATEGORIES,
          value: params.category,
          onChange: (category) => onChange({ category }),
        },
        {
          label: 'Sort by',
          options: SORT_OPTIONS,
          value: params.sort,
          onChange: (sort) => onChange({ sort: sort as ResourceSort }),
        },
      ]}
      isFiltered={hasActiveFilters(params)}
      onClear={() => onChange({ q: '', category: '' })}
    />
  );
}
