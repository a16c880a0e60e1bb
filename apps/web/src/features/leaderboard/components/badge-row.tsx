import { badgeIcon } from './badge-icons';

export const BADGES_PER_ROW = 3;

/** Names as tooltips and for screen readers. */
export function BadgeRow({ badges }: { badges: readonly string[] }) {
  if (badges.length === 0) return null;
  const shown = badges.slice(0, BADGES_PER_ROW);
  const hidden = badges.slice(BADGES_PER_ROW);
  return (
    <ul className="flex flex-wrap items-center gap-1" aria-label="Badges">
      {shown.map((name) => {
        const { Icon, tone } = badgeIcon(name);
        return (
          <li
            key={name}
            title={name}
            className={`inline-flex size-6 items-center justify-center rounded-full ${tone}`}
          >
            <Icon className="size-3.5" aria-hidden="true" />
            <span className="sr-only">{name}</span>
          </li>
        );
      })}
      {hidden.length > 0 ? (
        <li
          title={hidden.join(', ')}
          className="inline-flex h-6 items-center rounded-full bg-slate-100 px-1.5 text-xs font-semibold text-slate-700"
        >
          <span aria-hidden="true">+{hidden.length}</span>
          <span className="sr-only">and {hidden.join(', ')}</span>
        </li>
      ) : null}
    </ul>
  );
}
