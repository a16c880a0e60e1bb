import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface InterviewPagerProps {
  page: number;
  pageCount: number;
  isBusy: boolean;
  onPage: (page: number) => void;
}

export function InterviewPager({ page, pageCount, isBusy, onPage }: InterviewPagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages of experiences" className="mt-6 flex items-center justify-between gap-3">
      <Button variant="secondary" onClick={() => onPage(page - 1)} disabled={page <= 1 || isBusy}>
        <ChevronLeft className="size-4" aria-hidden="true" />
        Previous
      </Button>
      <p className="text-sm text-slate-700">
        Page {page} of {pageCount}
      </p>
      <Button variant="secondary" onClick={() => onPage(page + 1)} disabled={page >= pageCount || isBusy}>
        Next
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
