import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DIRECTORY_FILTER_KEYS, type DirectoryParams } from './directory-query';

/** Kept in the URL (replacing the entry), so Back from a profile returns to the same results. */
export function useDirectoryParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo<DirectoryParams>(
    () => ({
      q: searchParams.get('q') ?? '',
      college: searchParams.get('college') ?? '',
      company: searchParams.get('company') ?? '',
      branch: searchParams.get('branch') ?? '',
      ...(searchParams.get('sort') === 'best-match' ? { sort: 'best-match' as const } : {}),
    }),
    [searchParams],
  );

  const setParam = useCallback(
    (key: keyof DirectoryParams, value: string) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value.trim()) next.set(key, value.trim());
          else next.delete(key);
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const clearAll = useCallback(() => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of DIRECTORY_FILTER_KEYS) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [setSearchParams]);

  return { params, setParam, clearAll };
}
