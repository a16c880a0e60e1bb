import { EXPERIENCE_MESSAGES, type InterviewExperience } from '@mentorbridge/shared';
import { FileQuestion, RefreshCw, SearchX } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ReportDialog } from '@/components/ui/report-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useTimedBanner } from '@/hooks/use-timed-banner';
import { failureMessage } from '@/lib/failure-message';
import { INTERVIEWS_PAGE_SIZE, useInterviews } from '../api/get-interviews';
import { useReportInterview } from '../api/report-interview';
import { hasActiveFilters } from '../interview-list-params';
import { useInterviewListParams } from '../use-interview-list-params';
import { ExperienceDetailsDialog } from './experience-details-dialog';
import { InterviewCard } from './interview-card';
import { InterviewFilters } from './interview-filters';
import { InterviewPager } from './interview-pager';

/** Not timed by the success banners' 3 s: errors stay long enough to read. */
const HELPFUL_ERROR_MS = 6000;

export function InterviewExperiencesBrowser() {
  const { params, setFilter, setPage, clearFilters } = useInterviewListParams();
  const list = useInterviews(params);
  const report = useReportInterview();
  const [details, setDetails] = useState<InterviewExperience | null>(null);
  const [reported, setReported] = useState<InterviewExperience | null>(null);
  const { banner, show } = useTimedBanner(HELPFUL_ERROR_MS);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  const experiences = list.data?.experiences ?? [];
  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / INTERVIEWS_PAGE_SIZE));
  const isFiltered = hasActiveFilters(params);

  const goToPage = (page: number) => {
    setPage(page);
    // Focusing the heading also scrolls to it.
    resultsHeading.current?.focus();
  };
  const openDetails = (experience: InterviewExperience) => setDetails(experience);
  const openReport = (experience: InterviewExperience) => setReported(experience);

  let content: ReactNode;
  if (list.isPending) {
    content = (
      <div className="flex justify-center py-16 text-indigo-700">
        <Spinner label="Loading interview experiences…" className="size-8" />
      </div>
    );
  } else if (list.isError && !list.data) {
    content = (
      <Alert tone="error" title={failureMessage(list.error, EXPERIENCE_MESSAGES.loadFailed)}>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void list.refetch()}>
          <RefreshCw className="size-4" aria-hidden="true" />
          Try again
        </Button>
      </Alert>
    );
  } else if (experiences.length === 0 && params.page > 1 && total > 0) {
    content = (
      <EmptyState
        icon={<FileQuestion className="size-10" aria-hidden="true" />}
        title="No experiences on this page"
        text={`There are ${total} experiences on ${pageCount} ${pageCount === 1 ? 'page' : 'pages'}.`}
        action={
          <Button variant="secondary" onClick={() => goToPage(1)}>
            Go to the first page
          </Button>
        }
      />
    );
  } else if (experiences.length === 0 && isFiltered) {
    content = (
      <EmptyState
        icon={<SearchX className="size-10" aria-hidden="true" />}
        title="No matching experiences"
        text="No experience matches your search and filters. Try other words or fewer filters."
        action={
          <Button variant="secondary" onClick={clearFilters}>
            Clear filters
          </Button>
        }
      />
    );
  } else if (experiences.length === 0) {
    content = (
      <EmptyState
        icon={<FileQuestion className="size-10" aria-hidden="true" />}
        title={EXPERIENCE_MESSAGES.empty}
        text="When alumni share their interviews, the questions and tips appear here."
      />
    );
  } else {
    content = (
      <>
        <ul className="grid gap-5 lg:grid-cols-2">
          {experiences.map((experience) => (
            <li key={experience._id} className="flex">
              <InterviewCard
                experience={experience}
                onViewDetails={openDetails}
                onReport={openReport}
                onHelpfulError={(text) => show({ tone: 'error', text })}
              />
            </li>
          ))}
        </ul>
        <InterviewPager page={params.page} pageCount={pageCount} isBusy={list.isFetching} onPage={goToPage} />
      </>
    );
  }

  return (
    <div className="space-y-5">
      <InterviewFilters params={params} onChange={setFilter} onClear={clearFilters} />

      <section aria-labelledby="interview-results-title" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2
            id="interview-results-title"
            ref={resultsHeading}
            tabIndex={-1}
            className="scroll-mt-24 text-xl font-semibold text-slate-900 outline-none"
          >
            Experiences
          </h2>
          <div className="flex min-h-6 items-center gap-2 text-sm text-slate-700" aria-live="polite">
            {list.data ? (
              <p>
                Showing {experiences.length} of {total} experiences
              </p>
            ) : null}
            {list.isPlaceholderData ? (
              <Spinner label="Updating results" className="size-4 text-indigo-600" />
            ) : null}
          </div>
        </div>

        {banner ? <Alert tone={banner.tone}>{banner.text}</Alert> : null}

        <div aria-busy={list.isPlaceholderData || undefined}>{content}</div>
      </section>

      <ExperienceDetailsDialog experience={details} onClose={() => setDetails(null)} />
      <ReportDialog
        open={reported !== null}
        onClose={() => setReported(null)}
        itemLabel={reported ? `the ${reported.company} interview experience` : 'this experience'}
        onSubmit={(body) => report.mutateAsync({ id: reported?._id ?? '', body })}
      />
    </div>
  );
}
