import { useMemo } from 'react';
import { useLocation } from 'react-router';

/** Not react-router's useSearchParams: its code would join the entry chunk, which has a budget. */
export function useQueryParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}
