import type { AlumniListItem } from '@mentorbridge/shared';
import type { ReactNode } from 'react';
import { hasActiveFilters, showingCountText } from '../directory-query';
import { useDirectoryParams } from '../use-directory-params';
import { AlumniResults } from './alumni-results';
import { DirectoryControls } from './directory-controls';

/** Cards on the dashboard show up to 5 technical skills with '+N more' (part 1 sections 2 and 9). */
const DASHBOARD_CARD = { maxSkills: 5, maxInterests: 0, moreLabel: (hidden: number) => `+${hidden} more` };

/**
 * The student dashboard's Find Your Mentor/Alumni tab: the directory's search and filters, and
 * 'Showing X of Y alumni'.
 */
export function FindAlumniPanel({
  requestActionFor,
  rankBadgeFor,
}: {
  requestActionFor?: (alumni: AlumniListItem) => ReactNode;
  /** The leaderboard rank badge of an alumni (part 1 section 2); the page composes it. */
  rankBadgeFor?: (alumniId: string) => ReactNode;
}) {
  const { params, setParam, clearAll } = useDirectoryParams();

  return (
    <div className="space-y-5">
      <DirectoryControls params={params} onChange={setParam} onClearAll={clearAll} />
      <AlumniResults
        params={params}
        requestActionFor={requestActionFor}
        rankBadgeFor={rankBadgeFor}
        renderCount={showingCountText}
        onClear={hasActiveFilters(params) ? clearAll : undefined}
        {...DASHBOARD_CARD}
      />
    </div>
  );
}
