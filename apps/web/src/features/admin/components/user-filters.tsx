import { ADMIN_LIMITS, type UserSort } from '@mentorbridge/shared';
import { SelectField } from '@/components/ui/field';
import { SearchBox } from '@/components/ui/search-box';
import type { UserListParams } from '../admin-params';

const ROLE_OPTIONS = [
  { value: '', label: 'All roles' },
  { value: 'student', label: 'Students' },
  { value: 'alumni', label: 'Alumni' },
  { value: 'admin', label: 'Admins' },
];
const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];
const SELECT_CLASSES = 'py-2.5';

export const SORT_LABELS: Record<UserSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name (A-Z)',
  lastActive: 'Recently active',
  points: 'Most points',
};

interface UserFiltersProps {
  params: UserListParams;
  /** Each change goes back to page 1. */
  onChange: (key: 'q' | 'role' | 'status' | 'sort', value: string) => void;
}

export function UserFilters({ params, onChange }: UserFiltersProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] lg:items-end">
      <SearchBox
        value={params.q}
        onSearch={(value) => onChange('q', value)}
        label="Search users"
        isLabelVisible
        placeholder="Name or e-mail"
        maxLength={ADMIN_LIMITS.searchMax}
      />
      <SelectField
        label="Role"
        options={ROLE_OPTIONS}
        value={params.role}
        onChange={(event) => onChange('role', event.target.value)}
        className={SELECT_CLASSES}
      />
      <SelectField
        label="Status"
        options={STATUS_OPTIONS}
        value={params.status}
        onChange={(event) => onChange('status', event.target.value)}
        className={SELECT_CLASSES}
      />
      <SelectField
        label="Sort by"
        options={Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }))}
        value={params.sort}
        onChange={(event) => onChange('sort', event.target.value)}
        className={SELECT_CLASSES}
      />
    </div>
  );
}
