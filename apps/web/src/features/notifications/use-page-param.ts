import { useSearchParams } from 'react-router';

/** In the address, so a reload or Back shows the same page. */
export function usePageParam(): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = Number(searchParams.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const setPage = (next: number) => setSearchParams(next > 1 ? { page: String(next) } : {});
  return [page, setPage];
}
