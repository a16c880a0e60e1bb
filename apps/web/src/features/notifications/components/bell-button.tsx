import { Bell } from 'lucide-react';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { badgeText, bellLabel } from '../notification-format';

export const BELL_CLASSES =
  'relative inline-flex size-10 shrink-0 items-center justify-center rounded-md text-slate-700 ' +
  'hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-indigo-600';

/** Hidden from screen readers: the bell's name says the count. */
export function BellBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-semibold text-white ring-2 ring-white"
    >
      {badgeText(count)}
    </span>
  );
}

interface BellButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  count: number | undefined;
  ref?: Ref<HTMLButtonElement>;
}

export function BellButton({ count, ref, className = '', ...rest }: BellButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={bellLabel(count)}
      data-testid="notification-bell"
      className={`${BELL_CLASSES} ${className}`}
      {...rest}
    >
      <Bell className="size-5" aria-hidden="true" />
      <BellBadge count={count} />
    </button>
  );
}
