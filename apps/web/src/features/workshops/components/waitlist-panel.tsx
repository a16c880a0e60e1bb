import { useMyWaitlists } from '../api/get-my-waitlists';
import { formatDateTime } from '../format';
import { useWaitlist } from '../use-waitlist';
import { WaitlistControls } from './waitlist-controls';

interface WaitlistPanelProps {
  tell: (tone: 'success' | 'error', text: string) => void;
}

/** The held-seat mail and notification lead here. */
export function WaitlistPanel({ tell }: WaitlistPanelProps) {
  const waitlists = useMyWaitlists();
  const waitlist = useWaitlist(tell);
  const entries = waitlists.data ?? [];
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="my-waitlists-title" className="space-y-3">
      <h3 id="my-waitlists-title" className="text-lg font-semibold text-slate-900">
        My Waitlists
      </h3>
      <ul className="grid gap-4 lg:grid-cols-2">
        {entries.map((entry) => {
          const workshop = { _id: entry.workshopId, title: entry.workshopTitle };
          return (
            <li key={entry._id}>
              <article
                aria-labelledby={`waitlist-${entry._id}-title`}
                className="h-full space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <div>
                  <h4 id={`waitlist-${entry._id}-title`} className="font-semibold text-slate-900">
                    {entry.workshopTitle}
                  </h4>
                  <p className="text-sm text-slate-600">{formatDateTime(entry.scheduledDate)}</p>
                </div>
                <WaitlistControls
                  workshop={workshop}
                  entry={entry}
                  pendingAction={waitlist.pendingOn(entry.workshopId)}
                  onWaitlist={waitlist.run}
                />
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
