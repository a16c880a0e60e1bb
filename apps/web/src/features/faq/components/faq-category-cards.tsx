import {
  Building2,
  CalendarCheck,
  GraduationCap,
  Handshake,
  Info,
  LayoutGrid,
  type LucideIcon,
  ShieldCheck,
  Trophy,
} from 'lucide-react';
import { FAQ_CATEGORIES, FAQ_ENTRIES, type FaqCategoryId } from '../faq-data';

const CATEGORY_ICONS: Record<FaqCategoryId, LucideIcon> = {
  general: Info,
  students: GraduationCap,
  alumni: Handshake,
  mentorship: CalendarCheck,
  leaderboard: Trophy,
  security: ShieldCheck,
  colleges: Building2,
};

const countIn = (category: FaqCategoryId | null) =>
  category === null ? FAQ_ENTRIES.length : FAQ_ENTRIES.filter((entry) => entry.category === category).length;

interface FaqCategoryCardsProps {
  selected: FaqCategoryId | null;
  onSelect: (category: FaqCategoryId | null) => void;
}

export function FaqCategoryCards({ selected, onSelect }: FaqCategoryCardsProps) {
  const cards: { id: FaqCategoryId | null; label: string; Icon: LucideIcon }[] = [
    { id: null, label: 'All topics', Icon: LayoutGrid },
    ...FAQ_CATEGORIES.map(({ id, label }) => ({ id, label, Icon: CATEGORY_ICONS[id] })),
  ];
  return (
    <section aria-labelledby="faq-categories-title">
      <h2 id="faq-categories-title" className="mb-3 text-lg font-semibold text-slate-900">
        Browse by category
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {cards.map(({ id, label, Icon }) => {
          const isSelected = id === selected;
          return (
            <li key={id ?? 'all'}>
              <button
                type="button"
                aria-pressed={isSelected}
                onClick={() => onSelect(id)}
                className={`flex h-full w-full items-center gap-2 rounded-xl border p-3 text-left sm:flex-col sm:items-start sm:p-4 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
                  isSelected
                    ? 'border-indigo-600 bg-indigo-50 ring-1 ring-indigo-600'
                    : 'border-slate-200 bg-white hover:border-indigo-300 hover:bg-slate-50'
                }`}
              >
                <Icon className="size-5 shrink-0 text-indigo-700" aria-hidden="true" />
                <span className="text-sm font-semibold text-slate-900">{label}</span>
                <span className="hidden text-xs text-slate-600 sm:block">
                  {countIn(id)} {countIn(id) === 1 ? 'question' : 'questions'}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
