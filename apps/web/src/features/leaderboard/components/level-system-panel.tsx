import { LEADERBOARD_LIMITS, LEVEL_BANDS, POINT_EVENTS, type PointEventKind } from '@mentorbridge/shared';
import { Lightbulb } from 'lucide-react';
import { useMyRank } from '../api/get-my-rank';
import { EVENT_LABELS, formatPoints, signedPoints } from '../leaderboard-format';
import { EliteTag, levelStyle } from './level-badge';

const BANDS = [...LEVEL_BANDS].reverse();

function bandRange(min: number, max: number | null): string {
  return max === null ? `${formatPoints(min)}+ points` : `${formatPoints(min)}–${formatPoints(max)} points`;
}

export function LevelSystemPanel() {
  // The all-time entry marks the alumni's band and the way to the next one.
  const me = useMyRank('all-time', true);
  const currentLevel = me.data?.level;
  const currentPoints = me.data?.points;
  const next = LEVEL_BANDS.find((band) => currentPoints !== undefined && band.min > currentPoints);
  return (
    <section
      aria-labelledby="level-system-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="level-system-title" className="text-lg font-semibold text-slate-900">
        Level System and Ranks
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Levels</h3>
          <ul className="mt-2 space-y-2">
            {BANDS.map((band) => {
              const { Icon, icon } = levelStyle(band.level);
              const isCurrent = band.level === currentLevel;
              return (
                <li
                  key={band.level}
                  aria-current={isCurrent ? 'true' : undefined}
                  className={`flex items-center gap-3 rounded-xl border px-3 py-2 ${
                    isCurrent ? 'border-indigo-300 bg-indigo-50' : 'border-slate-200'
                  }`}
                >
                  <Icon className={`size-6 shrink-0 ${icon}`} aria-hidden="true" />
                  <span className="flex flex-1 flex-wrap items-center gap-x-2 gap-y-0.5">
                    <span className="font-semibold text-slate-900">{band.level}</span>
                    {band.level === 'Diamond' ? <EliteTag /> : null}
                    {isCurrent ? (
                      <span className="text-xs font-semibold text-indigo-700">Your level</span>
                    ) : null}
                  </span>
                  <span className="text-sm text-slate-700 tabular-nums">{bandRange(band.min, band.max)}</span>
                </li>
              );
            })}
          </ul>
          {next && currentPoints !== undefined ? (
            <p className="mt-3 text-sm text-slate-700">
              {formatPoints(next.min - currentPoints)} more points to reach {next.level}.
            </p>
          ) : null}
        </div>
        <div>
          <h3 className="text-sm font-semibold text-slate-900">How ranks work</h3>
          <p className="mt-2 text-sm text-slate-700">
            Your rank comes from your points and your average rating: points × 0.7 + average rating × 6. Ties
            go to more points, then the higher rating, then who joined first.
          </p>
          <h3 className="mt-4 text-sm font-semibold text-slate-900">Points for each contribution</h3>
          <ul className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
            {(Object.keys(POINT_EVENTS) as PointEventKind[]).map((kind) => (
              <li key={kind} className="flex justify-between gap-3 border-b border-slate-100 py-1">
                <span className="text-slate-700">{EVENT_LABELS[kind]}</span>
                <span
                  className={`font-semibold whitespace-nowrap tabular-nums ${POINT_EVENTS[kind].points < 0 ? 'text-red-700' : 'text-green-700'}`}
                >
                  {signedPoints(POINT_EVENTS[kind].points)}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-slate-600">
            Up to {LEADERBOARD_LIMITS.dailyCap} points a day count; your total never goes below 0.
          </p>
        </div>
      </div>
      <p className="mt-5 flex gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
        <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <strong>Tip:</strong> Levels update automatically as your points change.
        </span>
      </p>
    </section>
  );
}
