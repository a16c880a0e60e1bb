import type { AlumniListItem } from '@mentorbridge/shared';
import { FilterX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { foundCountText, hasActiveFilters } from '../directory-query';
import { useDirectoryParams } from '../use-directory-params';
import { AlumniResults } from './alumni-results';
import { DirectoryFilterSelects } from './directory-filters';
import { SearchBox } from './search-box';

/** Directory cards show up to 4 technical skills and 3 interests, each with '+N' (part 2 section 2.4). */
const DIRECTORY_CARD = { maxSkills: 4, maxInterests: 3, moreLabel: (hidden: number) => `+${hidden}` };

/** The Find Your Mentor directory: search, college/company/branch filters, count and cards. */
export function AlumniDirectory({
  requestActionFor,
}: {
  requestActionFor?: (alumni: AlumniListItem) => ReactNode;
}) {
  const { params, setParam, clearAll } = useDirectoryParams();
  const isFiltered = hasActiveFilters(params);

  return (
    <div className="space-y-6">
      <section
        aria-label="Search and filters"
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <SearchBox value={params.q} onSearch={(value) => setParam('q', value)} />
        <div className="grid gap-4 sm:grid-cols-3">
          <DirectoryFilterSelects params={params} onChange={setParam} />
        </div>
        {isFiltered ? (
          <div className="flex justify-end">
            <Button variant="ghost" size="sm" onClick={clearAll}>
              <FilterX className="size-4" aria-hidden="true" />
              Clear all filters
            </Button>
          </div>
        ) : null}
      </section>
      <AlumniResults
        params={params}
        requestActionFor={requestActionFor}
        renderCount={(_shown, total) => foundCountText(total)}
        onClear={isFiltered ? clearAll : undefined}
        {...DIRECTORY_CARD}
      />
    </div>
  );
}
