import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  FILTER_KEYS,
  type FilterKey,
  type InterviewListParams,
  readListParams,
} from './interview-list-params';

/** Kept in the address (replacing the entry), so a reload or Back from a profile shows the same results. */
export function useInterviewListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo<InterviewListParams>(() => readListParams(searchParams), [searchParams]);

  const setFilter = useCallback(
    (key: FilterKey, value: string) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value.trim()) next.set(key, value.trim());
          else next.delete(key);
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const setPage = useCallback(
    (page: number) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (page > 1) next.set('page', String(page));
          else next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const clearFilters = useCallback(
    () =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const key of [...FILTER_KEYS, 'page']) next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return { params, setFilter, setPage, clearFilters };
}
