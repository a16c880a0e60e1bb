import { type BookWorkshopInput, type StudentWorkshop, WORKSHOP_MESSAGES } from '@mentorbridge/shared';
import { CalendarX, Search, SearchX, X } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { CONTROL_CLASSES } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useTimedBanner } from '@/hooks/use-timed-banner';
import { failureMessage } from '@/lib/failure-message';
import { useBookWorkshop } from '../api/book-workshop';
import { useMyWaitlists } from '../api/get-my-waitlists';
import { useWorkshops, useWorkshopTotal } from '../api/get-workshops';
import { useWaitlist } from '../use-waitlist';
import { BookWorkshopDialog } from './book-workshop-dialog';
import { WorkshopCard } from './workshop-card';

const SEARCH_DELAY_MS = 300;
/** The spec shows it as an alert, so it stays long enough to read. */
const BOOKED_BANNER_MS = 6000;

export function BrowseWorkshopsTab() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const list = useWorkshops(q);
  const allCount = useWorkshopTotal(q !== '');
  const book = useBookWorkshop();
  const waitlists = useMyWaitlists();
  const [selected, setSelected] = useState<StudentWorkshop | null>(null);
  const [bookError, setBookError] = useState<string | null>(null);
  const { banner, show } = useTimedBanner(BOOKED_BANNER_MS);
  const announcement = useRef<HTMLDivElement>(null);
  const waitlist = useWaitlist((tone, text) => {
    // The card's controls change under the pointer, so focus goes to the outcome.
    announcement.current?.focus();
    show({ tone, text });
  });
  const focusAfterClose = useRef<HTMLElement | null>(null);
  const searchInput = useRef<HTMLInputElement>(null);

  const workshops = list.data?.pages.flatMap((page) => page.workshops) ?? [];
  const matches = list.data?.pages[0]?.total ?? 0;
  const total = q ? allCount.data : matches;

  const clearSearch = () => {
    setSearch('');
    searchInput.current?.focus();
  };
  const openBooking = (workshop: StudentWorkshop) => {
    book.reset();
    focusAfterClose.current = null;
    setBookError(null);
    setSelected(workshop);
  };
  const submitBooking = (workshop: StudentWorkshop, body: BookWorkshopInput, idempotencyKey: string) => {
    setBookError(null);
    // onError shows the failure; the promise only tells the dialog when it may send again.
    return book
      .mutateAsync(
        { id: workshop._id, body, idempotencyKey },
        {
          onSuccess: (result) => {
            // The card's Book button turns into 'Booked — Pending', so focus goes to the outcome instead.
            focusAfterClose.current = announcement.current;
            show({ tone: 'success', text: result.message || WORKSHOP_MESSAGES.booked });
            setSelected(null);
          },
          onError: (error) => setBookError(failureMessage(error, WORKSHOP_MESSAGES.bookFailed)),
        },
      )
      .catch(() => undefined);
  };

  let content: ReactNode;
  if (list.isPending) {
    content = (
      <div className="flex justify-center py-16 text-indigo-700">
        <Spinner label="Loading workshops…" className="size-8" />
      </div>
    );
  } else if (list.isError && workshops.length === 0) {
    content = (
      <Alert tone="error" title={WORKSHOP_MESSAGES.fetchFailed}>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => list.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (workshops.length === 0 && !q) {
    content = (
      <EmptyState
        icon={<CalendarX className="size-10" aria-hidden="true" />}
        title="No workshops available yet"
        text="Alumni add new workshops regularly. Check back soon."
      />
    );
  } else if (workshops.length === 0) {
    content = (
      <EmptyState
        icon={<SearchX className="size-10" aria-hidden="true" />}
        title="No workshops found"
        text={`No workshop matches “${q}”. Try a mentor's name, a company or a topic.`}
        action={
          <Button variant="secondary" onClick={clearSearch}>
            Clear search
          </Button>
        }
      />
    );
  } else {
    content = (
      <>
        <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {workshops.map((workshop) => (
            <li key={workshop._id} className="flex">
              <WorkshopCard
                workshop={workshop}
                isBooking={book.isPending && book.variables?.id === workshop._id}
                onBook={openBooking}
                entry={waitlists.data?.find((entry) => entry.workshopId === workshop._id)}
                pendingAction={waitlist.pendingOn(workshop._id)}
                onWaitlist={waitlist.run}
              />
            </li>
          ))}
        </ul>
        {list.hasNextPage ? (
          <div className="mt-6 flex justify-center">
            <Button
              variant="secondary"
              onClick={() => list.fetchNextPage()}
              isLoading={list.isFetchingNextPage}
            >
              {list.isFetchingNextPage ? 'Loading…' : 'Load more workshops'}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby="browse-workshops-title" className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="browse-workshops-title" className="text-xl font-semibold text-slate-900">
            Browse Workshops
          </h2>
          <p className="text-sm text-slate-600" aria-live="polite">
            {!list.isPending && total !== undefined ? `Showing ${matches} of ${total} workshops` : ''}
          </p>
        </div>
        <div className="relative w-full sm:max-w-sm">
          <label htmlFor="workshop-search" className="sr-only">
            Search workshops
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            ref={searchInput}
            id="workshop-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search by mentor, company, type or topic"
            maxLength={100}
            className={`${CONTROL_CLASSES} border-slate-300 pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden`}
          />
          {search ? (
            <button
              type="button"
              onClick={clearSearch}
              aria-label="Clear search"
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          ) : null}
        </div>
      </div>

      <div ref={announcement} tabIndex={-1} className="outline-none">
        {banner ? <Alert tone={banner.tone}>{banner.text}</Alert> : null}
      </div>

      <div aria-busy={list.isFetching && !list.isFetchingNextPage}>{content}</div>

      <BookWorkshopDialog
        workshop={selected}
        isPending={book.isPending}
        error={bookError}
        onSubmit={submitBooking}
        onClose={() => setSelected(null)}
        returnFocusRef={focusAfterClose}
      />
    </section>
  );
}
