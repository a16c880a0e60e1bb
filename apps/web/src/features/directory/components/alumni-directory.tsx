import type { AlumniListItem } from '@mentorbridge/shared';
import type { ReactNode } from 'react';
import { foundCountText, hasActiveFilters } from '../directory-query';
import { useDirectoryParams } from '../use-directory-params';
import { AlumniResults } from './alumni-results';
import { DirectoryControls } from './directory-controls';

const DIRECTORY_CARD = { maxSkills: 4, maxInterests: 3, moreLabel: (hidden: number) => `+${hidden}` };

export function AlumniDirectory({
  requestActionFor,
  rankBadgeFor,
}: {
  requestActionFor?: (alumni: AlumniListItem) => ReactNode;
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
