import type { AlumniListItem } from '@mentorbridge/shared';
import type { ReactNode } from 'react';
import { hasActiveFilters, showingCountText } from '../directory-query';
import { useDirectoryParams } from '../use-directory-params';
import { AlumniResults } from './alumni-results';
import { DirectoryControls } from './directory-controls';

const DASHBOARD_CARD = { maxSkills: 5, maxInterests: 0, moreLabel: (hidden: number) => `+${hidden} more` };

export function FindAlumniPanel({
  requestActionFor,
  rankBadgeFor,
}: {
  requestActionFor?: (alumni: AlumniListItem) => ReactNode;
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
