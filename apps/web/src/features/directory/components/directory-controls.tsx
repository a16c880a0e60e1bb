import { RECOMMENDATION_MESSAGES } from '@mentorbridge/shared';
import { FilterBar, type FilterSelect } from '@/components/ui/filter-bar';
import { useSession } from '@/lib/session';
import { useDirectoryFilters } from '../api/get-directory-filters';
import { type DirectoryParams, hasActiveFilters } from '../directory-query';

type FilterKey = 'college' | 'company' | 'branch';

interface DirectoryControlsProps {
  params: DirectoryParams;
  onChange: (key: keyof DirectoryParams, value: string) => void;
  onClearAll: () => void;
}

/** If the options cannot be loaded the selects offer only 'All', and search still works. */
export function DirectoryControls({ params, onChange, onClearAll }: DirectoryControlsProps) {
  const { data } = useDirectoryFilters();
  const isStudent = useSession()?.role === 'student';
  const filter = (key: FilterKey, label: string, placeholder: string, options: readonly string[] = []) => ({
    label,
    placeholder,
    // Keep a value chosen through the URL selectable even before (or without) the option list.
    options: params[key] && !options.includes(params[key]) ? [params[key], ...options] : options,
    value: params[key],
    onChange: (value: string) => onChange(key, value),
  });
  const selects: FilterSelect[] = [
    filter('college', 'College', 'All colleges', data?.colleges),
    filter('company', 'Company', 'All companies', data?.companies),
    filter('branch', 'Branch', 'All branches', data?.branches),
  ];
  // Best match orders by the score of "Mentors for you", which only a student has.
  if (isStudent) {
    selects.push({
      label: 'Sort by',
      placeholder: 'Name (A–Z)',
      options: [{ value: 'best-match', label: RECOMMENDATION_MESSAGES.bestMatch }],
      value: params.sort ?? '',
      onChange: (value: string) => onChange('sort', value),
    });
  }

  return (
    <FilterBar
      search={{
        value: params.q,
        onSearch: (value) => onChange('q', value),
        label: 'Search alumni',
        placeholder: 'Search by name, college or company',
        maxLength: 100,
      }}
      selects={selects}
      isFiltered={hasActiveFilters(params)}
      onClear={onClearAll}
      clearLabel="Clear all filters"
    />
  );
}
