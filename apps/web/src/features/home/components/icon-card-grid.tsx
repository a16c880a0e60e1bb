import type { IconCard } from '../home-data';

interface IconCardGridProps {
  cards: readonly IconCard[];
  columns?: string;
}

export function IconCardGrid({ cards, columns = 'sm:grid-cols-2 lg:grid-cols-3' }: IconCardGridProps) {
  return (
    <ul className={`grid gap-4 ${columns}`}>
      {cards.map(({ title, text, Icon }) => (
        <li key={title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <span className="inline-flex size-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <h3 className="mt-3 text-lg font-semibold text-slate-900">{title}</h3>
          <p className="mt-1 text-sm leading-relaxed text-slate-600">{text}</p>
        </li>
      ))}
    </ul>
  );
}
