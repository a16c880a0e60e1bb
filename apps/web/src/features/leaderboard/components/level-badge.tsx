import type { Level } from '@mentorbridge/shared';
import { Award, Crown, Gem, type LucideIcon, Medal, Star, Trophy } from 'lucide-react';

interface LevelStyle {
  Icon: LucideIcon;
  /** Text at least -800 on a -100 background keeps AA contrast. */
  pill: string;
  icon: string;
}

export const LEVEL_STYLES: Record<Level, LevelStyle> = {
  Diamond: { Icon: Gem, pill: 'bg-cyan-100 text-cyan-900 ring-cyan-300', icon: 'text-cyan-600' },
  Platinum: { Icon: Crown, pill: 'bg-violet-100 text-violet-900 ring-violet-300', icon: 'text-violet-600' },
  Gold: { Icon: Trophy, pill: 'bg-amber-100 text-amber-900 ring-amber-300', icon: 'text-amber-500' },
  Silver: { Icon: Medal, pill: 'bg-slate-200 text-slate-800 ring-slate-300', icon: 'text-slate-500' },
  Bronze: { Icon: Award, pill: 'bg-orange-100 text-orange-900 ring-orange-300', icon: 'text-orange-600' },
};

const UNKNOWN_LEVEL: LevelStyle = {
  Icon: Star,
  pill: 'bg-slate-100 text-slate-800 ring-slate-300',
  icon: 'text-slate-500',
};

export function levelStyle(level: string): LevelStyle {
  return LEVEL_STYLES[level as Level] ?? UNKNOWN_LEVEL;
}

export function EliteTag() {
  return (
    <span className="rounded bg-slate-900 px-1 py-px text-[0.625rem] font-bold tracking-wider text-white">
      ELITE
    </span>
  );
}

export function LevelBadge({ level, className = '' }: { level: string; className?: string }) {
  const { Icon, pill } = levelStyle(level);
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${pill} ${className}`}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {level}
      {level === 'Diamond' ? <EliteTag /> : null}
    </span>
  );
}
