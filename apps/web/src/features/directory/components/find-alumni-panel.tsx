import type { AlumniListItem } from '@mentorbridge/shared';
import type { ReactNode } from 'react';
import { hasActiveFilters, showingCountText } from '../directory-query';
import { useDirectoryParams } from '../use-directory-params';
import { AlumniResults } from './alumni-results';
import { SearchBox } from './search-box';

/** Cards on the dashboard show up to 5 technical skills with '+N more' (part 1 sections 2 and 9). */
const DASHBOARD_CARD = { maxSkills: 5, maxInterests: 0, moreLabel: (hidden: number) => `+${hidden} more` };

/** The student dashboard's Find Your Mentor/Alumni tab: search and 'Showing X of Y alumni'. */
export function FindAlumniPanel({
  requestActionFor,
}: {
  requestActionFor?: (alumni: AlumniListItem) => ReactNode;
}) {
  const { params, setParam, clearAll } = useDirectoryParams();

  return (
    <div className="space-y-5">
      <div className="max-w-xl">
        <SearchBox value={params.q} onSearch={(value) => setParam('q', value)} />
      </div>
      <AlumniResults
        params={params}
        requestActionFor={requestActionFor}
        renderCount={showingCountText}
        onClear={hasActiveFilters(params) ? clearAll : undefined}
        {...DASHBOARD_CARD}
      />
    </div>
  );
}
