import {
  Award,
  BadgeCheck,
  CalendarCheck,
  HeartHandshake,
  type LucideIcon,
  Star,
  Trophy,
} from 'lucide-react';

/** Any other badge gets the generic icon. */
const BADGE_ICONS: Record<string, { Icon: LucideIcon; tone: string }> = {
  'Star Mentor': { Icon: Star, tone: 'bg-amber-100 text-amber-800' },
  'Top Rated': { Icon: Award, tone: 'bg-rose-100 text-rose-800' },
  '50 Sessions': { Icon: CalendarCheck, tone: 'bg-sky-100 text-sky-800' },
  '100 Sessions': { Icon: Trophy, tone: 'bg-indigo-100 text-indigo-800' },
  'Community Hero': { Icon: HeartHandshake, tone: 'bg-emerald-100 text-emerald-800' },
};

const GENERIC_BADGE = { Icon: BadgeCheck, tone: 'bg-slate-100 text-slate-800' };

export function badgeIcon(name: string) {
  return BADGE_ICONS[name] ?? GENERIC_BADGE;
}
