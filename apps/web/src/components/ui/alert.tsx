import { CircleAlert, CircleCheck, Info, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export type AlertTone = 'success' | 'error' | 'info';

const TONES = {
  success: { classes: 'border-green-200 bg-green-50 text-green-800', Icon: CircleCheck },
  error: { classes: 'border-red-200 bg-red-50 text-red-800', Icon: CircleAlert },
  info: { classes: 'border-indigo-200 bg-indigo-50 text-indigo-900', Icon: Info },
} as const;

interface AlertProps {
  tone?: AlertTone;
  title?: string;
  children?: ReactNode;
  className?: string;
  icon?: LucideIcon;
}

/** Errors interrupt screen readers (role=alert); others are polite (role=status). */
export function Alert({ tone = 'info', title, children, className = '', icon }: AlertProps) {
  const { classes, Icon: ToneIcon } = TONES[tone];
  const Icon = icon ?? ToneIcon;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex gap-3 rounded-md border p-3 text-sm ${classes} ${className}`}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}
