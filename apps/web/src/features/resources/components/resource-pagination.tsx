import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { RESOURCE_PAGE_SIZE } from '../resource-list-params';

interface ResourcePaginationProps {
  page: number;
  pageCount: number;
  shown: number;
  total: number;
  onPage: (page: number) => void;
  isBusy?: boolean;
}

export function ResourcePagination({
  page,
  pageCount,
  shown,
  total,
  onPage,
  isBusy,
}: ResourcePaginationProps) {
  const first = (page - 1) * RESOURCE_PAGE_SIZE + 1;
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-slate-700" aria-live="polite">
        {shown > 0
          ? `Showing ${first}–${first + shown - 1} of ${total} ${total === 1 ? 'resource' : 'resources'}`
          : ''}
      </p>
      {pageCount > 1 ? (
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1 || isBusy}
            onClick={() => onPage(page - 1)}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            Previous
          </Button>
          <span className="text-slate-700">
            Page {page} of {pageCount}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pageCount || isBusy}
            onClick={() => onPage(page + 1)}
          >
            Next
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
