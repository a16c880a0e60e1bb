import type { AlumniListItem } from '@mentorbridge/shared';
import type { ReactNode } from 'react';
import { foundCountText, hasActiveFilters } from '../directory-query';
import { useDirectoryParams } from '../use-directory-params';
import { AlumniResults } from './alumni-results';
import { DirectoryControls } from './directory-controls';

/** Directory cards show up to 4 technical skills and 3 interests, each with '+N' (part 2 section 2.4). */
const DIRECTORY_CARD = { maxSkills: 4, maxInterests: 3, moreLabel: (hidden: number) => `+${hidden}` };

/** The Find Your Mentor directory: search, college/company/branch filters, count and cards. */
export function AlumniDirectory({
  requestActionFor,
  rankBadgeFor,
}: {
  requestActionFor?: (alumni: AlumniListItem) => ReactNode;
  /** The leaderboard rank badge of an alumni (part 1 section 2); the page composes it. */
  rankBadgeFor?: (alumniId: string) => ReactNode;
}) {
  const { params, setParam, clearAll } = useDirectoryParams();
  const isFiltered = hasActiveFilters(params);

  return (
    <div className="space-y-6">
      <DirectoryControls params={params} onChange={setParam} onClearAll={clearAll} />
      <AlumniResults
        params={params}
        requestActionFor={requestActionFor}
        rankBadgeFor={rankBadgeFor}
        renderCount={(_shown, total) => foundCountText(total)}
        onClear={isFiltered ? clearAll : undefined}
        {...DIRECTORY_CARD}
      />
    </div>
  );
}
