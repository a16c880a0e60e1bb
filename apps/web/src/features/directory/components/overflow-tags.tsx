import { splitOverflow } from '../directory-query';

const TONES = {
  indigo: 'bg-indigo-50 text-indigo-800',
  amber: 'bg-amber-50 text-amber-900',
} as const;

interface OverflowTagsProps {
  label: string;
  items: readonly string[];
  max: number;
  moreLabel: (hidden: number) => string;
  tone?: keyof typeof TONES;
}

/** The full list is read to screen readers. */
export function OverflowTags({ label, items, max, moreLabel, tone = 'indigo' }: OverflowTagsProps) {
  if (items.length === 0 || max <= 0) return null;
  const { shown, hidden } = splitOverflow(items, max);
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {shown.map((item) => (
        <li key={item} className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${TONES[tone]}`}>
          {item}
        </li>
      ))}
      {hidden > 0 ? (
        <li
          className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700"
          title={items.slice(max).join(', ')}
        >
          <span aria-hidden="true">{moreLabel(hidden)}</span>
          <span className="sr-only">{`and ${hidden} more: ${items.slice(max).join(', ')}`}</span>
        </li>
      ) : null}
    </ul>
  );
}
