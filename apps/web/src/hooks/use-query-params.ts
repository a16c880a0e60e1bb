import { useMemo } from 'react';
import { useLocation } from 'react-router';

/**
 * The current query string, read-only. Not react-router's useSearchParams: that hook's code would join
 * the react-router module in the entry chunk, and the JS for '/' has a budget (QUALITY.md).
 */
export function useQueryParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}
