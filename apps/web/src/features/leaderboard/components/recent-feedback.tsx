import type { Achievements } from '@mentorbridge/shared';
import { Stars } from '@/components/ui/stars';
import { formatDay } from '../leaderboard-format';

export function RecentFeedback({ items }: { items: Achievements['recentFeedback'] }) {
  return (
    <section
      aria-labelledby="recent-feedback-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id="recent-feedback-title" className="text-lg font-semibold text-slate-900">
        Recent feedback
      </h3>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          No feedback yet. Students can rate a workshop once you mark it completed.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item._id} className="py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="flex items-center gap-2">
                  <Stars rating={item.rating} />
                  <span className="text-sm font-semibold text-slate-900">{item.rating.toFixed(1)}</span>
                </span>
                <time dateTime={item.createdAt} className="text-xs text-slate-600">
                  {formatDay(item.createdAt)}
                </time>
              </div>
              <p
                className={`mt-1 text-sm break-words ${item.comment ? 'text-slate-800' : 'text-slate-600 italic'}`}
              >
                {item.comment || 'No comment left.'}
              </p>
              <p className="mt-1 text-xs break-words text-slate-600">
                <span className="font-medium text-slate-800">{item.studentName}</span> · {item.workshopTitle}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
