import { SelectField } from '@/components/ui/field';
import { useDirectoryFilters } from '../api/get-directory-filters';
import type { DirectoryParams } from '../directory-query';

interface DirectoryFiltersProps {
  params: DirectoryParams;
  onChange: (key: 'college' | 'company' | 'branch', value: string) => void;
}

/**
 * College, company and branch filters (part 2 section 2.4), filled from the alumni who are listed. If the
 * options cannot be loaded the selects offer only 'All', and search still works.
 */
export function DirectoryFilterSelects({ params, onChange }: DirectoryFiltersProps) {
  const { data } = useDirectoryFilters();
  // Keep a value chosen through the URL selectable even before (or without) the option list.
  const withCurrent = (options: string[] | undefined, current: string) =>
    current && !(options ?? []).includes(current) ? [current, ...(options ?? [])] : (options ?? []);

  return (
    <>
      <SelectField
        label="College"
        placeholder="All colleges"
        options={withCurrent(data?.colleges, params.college)}
        value={params.college}
        onChange={(event) => onChange('college', event.target.value)}
      />
      <SelectField
        label="Company"
        placeholder="All companies"
        options={withCurrent(data?.companies, params.company)}
        value={params.company}
        onChange={(event) => onChange('company', event.target.value)}
      />
      <SelectField
        label="Branch"
        placeholder="All branches"
        options={withCurrent(data?.branches, params.branch)}
        value={params.branch}
        onChange={(event) => onChange('branch', event.target.value)}
      />
    </>
  );
}
