import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type AdminParams, type ParamPatch, patchParams, readAdminParams } from './admin-params';

/**
 * The dashboard's tab, filters and pages, kept in the address (replacing the entry, as the other list pages
 * do), so a reload, a shared link or Back from a user's profile shows the same view.
 */
export function useAdminParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo<AdminParams>(() => readAdminParams(searchParams), [searchParams]);
  const setParams = useCallback(
    (patch: ParamPatch) => setSearchParams((current) => patchParams(current, patch), { replace: true }),
    [setSearchParams],
  );
  return { params, setParams };
}
