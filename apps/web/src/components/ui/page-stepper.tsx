import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

interface PageStepperProps {
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  isBusy?: boolean;
}

export function PageStepper({ label, page, pageCount, onPage, isBusy }: PageStepperProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1 || isBusy} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="size-4" aria-hidden="true" />
        Previous
      </Button>
      <p className="text-sm text-slate-700">
        Page {page} of {pageCount}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pageCount || isBusy}
        onClick={() => onPage(page + 1)}
      >
        Next
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
