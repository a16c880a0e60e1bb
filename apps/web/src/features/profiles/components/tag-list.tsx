const TONES = {
  indigo: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  emerald: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  amber: 'bg-amber-50 text-amber-900 ring-amber-200',
  slate: 'bg-slate-100 text-slate-800 ring-slate-200',
} as const;

interface TagListProps {
  items: readonly string[];
  tone?: keyof typeof TONES;
  emptyText?: string;
}

export function TagList({ items, tone = 'indigo', emptyText = 'Nothing added yet.' }: TagListProps) {
  if (items.length === 0) return <p className="text-sm text-slate-500">{emptyText}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className={`rounded-full px-3 py-1 text-sm ring-1 ring-inset ${TONES[tone]}`}>
          {item}
        </li>
      ))}
    </ul>
  );
}
