import { ADMIN_LIMITS, type UserSort } from '@mentorbridge/shared';
import { FilterBar } from '@/components/ui/filter-bar';
import type { UserListParams } from '../admin-params';

const ROLE_OPTIONS = [
  { value: 'student', label: 'Students' },
  { value: 'alumni', label: 'Alumni' },
  { value: 'admin', label: 'Admins' },
];
const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

export const SORT_LABELS: Record<UserSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name (A-Z)',
  lastActive: 'Recently active',
  points: 'Most points',
};
const SORT_OPTIONS = Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }));

interface UserFiltersProps {
  params: UserListParams;
  /** Each change goes back to page 1. */
  onChange: (key: 'q' | 'role' | 'status' | 'sort', value: string) => void;
}

export function UserFilters({ params, onChange }: UserFiltersProps) {
  return (
    <FilterBar
      label="Search and filter users"
      search={{
        value: params.q,
        onSearch: (value) => onChange('q', value),
        label: 'Search users',
        isLabelVisible: true,
        placeholder: 'Name or e-mail',
        maxLength: ADMIN_LIMITS.searchMax,
      }}
      selects={[
        {
          label: 'Role',
          placeholder: 'All roles',
          options: ROLE_OPTIONS,
          value: params.role,
          onChange: (value) => onChange('role', value),
        },
        {
          label: 'Status',
          placeholder: 'All statuses',
          options: STATUS_OPTIONS,
          value: params.status,
          onChange: (value) => onChange('status', value),
        },
        {
          label: 'Sort by',
          options: SORT_OPTIONS,
          value: params.sort,
          onChange: (value) => onChange('sort', value),
        },
      ]}
    />
  );
}
