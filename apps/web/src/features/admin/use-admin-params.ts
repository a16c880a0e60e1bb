import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type AdminParams, type ParamPatch, patchParams, readAdminParams } from './admin-params';

/** Replaces the entry, as the other list pages do, so Back leaves the page in one step. */
export function useAdminParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo<AdminParams>(() => readAdminParams(searchParams), [searchParams]);
  const setParams = useCallback(
    (patch: ParamPatch) => setSearchParams((current) => patchParams(current, patch), { replace: true }),
    [setSearchParams],
  );
  return { params, setParams };
}
