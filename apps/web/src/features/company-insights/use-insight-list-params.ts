import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type InsightListParams, readListParams, writeListParams } from './insight-list-params';

/** Kept in the URL (replacing the entry), so Back from the edit page returns to the same results. */
export function useInsightListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readListParams(searchParams), [searchParams]);

  const update = useCallback(
    (patch: Partial<InsightListParams>) => {
      setSearchParams(
        (current) => {
          const previous = readListParams(current);
          const page = patch.page ?? 1;
          return writeListParams({ ...previous, ...patch, page });
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return { params, update };
}
