import { type AlumniListItem, PROFILE_MESSAGES } from '@mentorbridge/shared';
import { RefreshCw, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAlumniDirectory } from '../api/get-alumni-directory';
import type { DirectoryParams } from '../directory-query';
import { AlumniCard, type AlumniCardLayout } from './alumni-card';

interface AlumniResultsProps extends AlumniCardLayout {
  params: DirectoryParams;
  renderCount: (shown: number, total: number) => ReactNode;
  onClear?: () => void;
  rankBadgeFor?: (alumniId: string) => ReactNode;
  requestActionFor?: (alumni: AlumniListItem) => ReactNode;
}

function LoadingCards() {
  return (
    <div>
      <p role="status" className="mb-4 flex items-center gap-2 text-sm text-slate-700">
        <Spinner label="" className="size-4 text-indigo-600" />
        Loading alumni…
      </p>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <div key={index} className="h-56 animate-pulse rounded-2xl border border-slate-200 bg-white p-5">
            <div className="flex gap-3">
              <div className="size-14 rounded-full bg-slate-200" />
              <div className="flex-1 space-y-2 pt-1">
                <div className="h-4 w-2/3 rounded bg-slate-200" />
                <div className="h-3 w-1/2 rounded bg-slate-200" />
              </div>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

/** The count is announced politely as it changes. */
export function AlumniResults({
  params,
  renderCount,
  onClear,
  rankBadgeFor,
  requestActionFor,
  ...layout
}: AlumniResultsProps) {
  const {
    data,
    isPending,
    isError,
    refetch,
    isFetching,
    isPlaceholderData,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
  } = useAlumniDirectory(params);

  const list = useRef<HTMLUListElement>(null);
  // After 'Load more', keyboard users continue at the first new card (the button may be gone).
  const [focusCard, setFocusCard] = useState<number | null>(null);
  const shown = data?.pages.reduce((count, page) => count + page.items.length, 0) ?? 0;

  useEffect(() => {
    if (focusCard === null || shown <= focusCard) return;
    list.current?.children[focusCard]?.querySelector<HTMLElement>('a')?.focus();
    setFocusCard(null);
  }, [focusCard, shown]);

  const loadMore = () => {
    setFocusCard(shown);
    void fetchNextPage();
  };

  if (isPending) return <LoadingCards />;
  if (isError && !data) {
    return (
      <div className="space-y-4">
        <Alert tone="error">We could not load the alumni directory. Please try again.</Alert>
        <Button variant="secondary" onClick={() => void refetch()} isLoading={isFetching}>
          {isFetching ? null : <RefreshCw className="size-4" aria-hidden="true" />}
          Retry
        </Button>
      </div>
    );
  }

  const alumni = data.pages.flatMap((page) => page.items);
  const total = data.pages.at(-1)?.total ?? alumni.length;

  return (
    <section aria-labelledby="directory-results-title" aria-busy={isPlaceholderData || undefined}>
      <h2 id="directory-results-title" className="sr-only">
        Alumni
      </h2>
      <div className="mb-4 flex min-h-6 items-center gap-2 text-sm text-slate-700" aria-live="polite">
        <p>{renderCount(alumni.length, total)}</p>
        {isPlaceholderData ? <Spinner label="Updating results" className="size-4 text-indigo-600" /> : null}
      </div>
      {alumni.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <SearchX className="size-10 text-slate-400" aria-hidden="true" />
          <p className="text-lg font-semibold text-slate-900">{PROFILE_MESSAGES.noAlumni}</p>
          <p className="text-sm text-slate-600">Try a different name, college or company.</p>
          {onClear ? (
            <Button variant="secondary" size="sm" onClick={onClear}>
              Show all alumni
            </Button>
          ) : null}
        </div>
      ) : (
        <ul ref={list} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {alumni.map((item) => (
            <li key={item._id}>
              <AlumniCard
                alumni={item}
                rankBadge={rankBadgeFor?.(item._id)}
                requestAction={requestActionFor?.(item)}
                {...layout}
              />
            </li>
          ))}
        </ul>
      )}
      {hasNextPage ? (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" onClick={loadMore} isLoading={isFetchingNextPage}>
            {isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      ) : null}
      {isError ? (
        <Alert tone="error" className="mt-4">
          We could not load more alumni. Please try again.
        </Alert>
      ) : null}
    </section>
  );
}
