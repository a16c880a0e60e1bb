import { type Achievements, BADGES } from '@mentorbridge/shared';
import { BadgeCheck } from 'lucide-react';
import { badgeIcon } from './badge-icons';

type Progress = Achievements['badgeProgress'][number];

function formatProgressValue(badgeName: string, value: number): string {
  const isRating = BADGES.some((badge) => badge.name === badgeName && badge.stat === 'ratingAverage');
  return isRating ? value.toFixed(1) : String(value);
}

function ProgressRow({ item }: { item: Progress }) {
  const { Icon, tone } = badgeIcon(item.name);
  const current = formatProgressValue(item.name, item.current);
  const target = formatProgressValue(item.name, item.target);
  return (
    <li className="rounded-xl border border-slate-200 p-3">
      <div className="flex items-start gap-3">
        <span className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full ${tone}`}>
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <p className="font-medium text-slate-900">{item.name}</p>
            <p className="text-sm text-slate-700 tabular-nums">
              {current} / {target}
            </p>
          </div>
          <p className="text-xs text-slate-600">{item.description}</p>
          <div
            role="progressbar"
            aria-label={`Progress to ${item.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={item.percent}
            aria-valuetext={`${current} of ${target}`}
            className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
          >
            <div className="h-full rounded-full bg-indigo-600" style={{ width: `${item.percent}%` }} />
          </div>
        </div>
      </div>
    </li>
  );
}

export function BadgesPanel({ achievements }: { achievements: Achievements }) {
  const earned = achievements.badges;
  const descriptions = new Map(achievements.badgeProgress.map((item) => [item.name, item.description]));
  const remaining = achievements.badgeProgress.filter((item) => !item.earned);

  return (
    <div className="grid items-start gap-5 lg:grid-cols-2">
      <section
        aria-labelledby="badges-earned-title"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h3 id="badges-earned-title" className="text-lg font-semibold text-slate-900">
          Badges earned <span className="text-sm font-normal text-slate-600">({earned.length})</span>
        </h3>
        {earned.length === 0 ? (
          <p className="mt-3 flex items-center gap-2 text-sm text-slate-600">
            <BadgeCheck className="size-5 text-slate-400" aria-hidden="true" />
            No badges yet. Your progress towards each one is shown alongside.
          </p>
        ) : (
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {earned.map((name) => {
              const { Icon, tone } = badgeIcon(name);
              return (
                <li key={name} className="flex items-center gap-3 rounded-xl border border-slate-200 p-3">
                  <span
                    className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full ${tone}`}
                  >
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  <span className="min-w-0">
                    <span className="block font-medium text-slate-900">{name}</span>
                    {descriptions.get(name) ? (
                      <span className="block text-xs text-slate-600">{descriptions.get(name)}</span>
                    ) : null}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section
        aria-labelledby="badge-progress-title"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h3 id="badge-progress-title" className="text-lg font-semibold text-slate-900">
          Badge progress
        </h3>
        {remaining.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">You have earned every badge. Well done!</p>
        ) : (
          <ul className="mt-3 space-y-2">
            {remaining.map((item) => (
              <ProgressRow key={item.name} item={item} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
