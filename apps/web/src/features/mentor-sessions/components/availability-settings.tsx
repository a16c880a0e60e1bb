import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAvailability } from '../api/get-availability';
import { AvailabilityForm } from './availability-form';

export const AVAILABILITY_LOAD_FAILED = 'Failed to load your availability';

export function AvailabilitySettings() {
  const availability = useAvailability();
  if (availability.isPending) {
    return (
      <div className="flex justify-center py-12 text-indigo-600">
        <Spinner label="Loading your availability" className="size-8" />
      </div>
    );
  }
  if (availability.isError) {
    return (
      <Alert tone="error">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span>{AVAILABILITY_LOAD_FAILED}</span>
          <Button variant="secondary" size="sm" onClick={() => availability.refetch()}>
            Try again
          </Button>
        </div>
      </Alert>
    );
  }
  return (
    <div className="space-y-4">
      {availability.data.isConfigured ? null : (
        <Alert tone="info" title="Students cannot book you yet">
          Add your weekly hours and save, and students you mentor can book sessions in them.
        </Alert>
      )}
      <AvailabilityForm availability={availability.data} />
    </div>
  );
}
