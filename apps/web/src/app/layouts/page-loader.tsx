import { Spinner } from '@/components/ui/spinner';

export function PageLoader() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-indigo-600">
      <Spinner label="Loading page" className="size-8" />
    </div>
  );
}
