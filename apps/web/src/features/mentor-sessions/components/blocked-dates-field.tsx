import { MENTOR_SESSION_LIMITS, MENTOR_SESSION_MESSAGES } from '@mentorbridge/shared';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { todayInput } from '../availability-values';
import { formatCalendarDay } from '../session-times';

interface BlockedDatesFieldProps {
  dates: readonly string[];
  onChange: (dates: string[]) => void;
  error?: string;
}

export function BlockedDatesField({ dates, onChange, error }: BlockedDatesFieldProps) {
  const listId = useId();
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const isFull = dates.length >= MENTOR_SESSION_LIMITS.blockedDatesMax;

  const add = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(draft)) {
      setDraftError(MENTOR_SESSION_MESSAGES.dateInvalid);
      return;
    }
    setDraftError(null);
    setDraft('');
    if (!dates.includes(draft)) onChange([...dates, draft].sort());
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label="Block a date"
          type="date"
          min={todayInput()}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          hint="No slots are offered on a blocked day, in your time zone."
          error={draftError ?? error}
          wrapperClassName="min-w-0 flex-1 basis-48"
        />
        <Button variant="secondary" onClick={add} disabled={isFull} aria-describedby={listId}>
          Block date
        </Button>
      </div>
      <ul id={listId} aria-label="Blocked dates" className="flex flex-wrap gap-2">
        {dates.length === 0 ? <li className="text-sm text-slate-600">No blocked dates</li> : null}
        {dates.map((date) => (
          <li
            key={date}
            className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800"
          >
            {formatCalendarDay(date)}
            <button
              type="button"
              onClick={() => onChange(dates.filter((other) => other !== date))}
              className="rounded-full p-1 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-600"
              aria-label={`Unblock ${formatCalendarDay(date)}`}
            >
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
