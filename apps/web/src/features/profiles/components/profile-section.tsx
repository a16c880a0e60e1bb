import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';

interface ProfileSectionProps {
  title: string;
  Icon: LucideIcon;
  children: ReactNode;
  className?: string;
}

export function ProfileSection({ title, Icon, children, className = '' }: ProfileSectionProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}
    >
      <h2 id={titleId} className="mb-4 flex items-center gap-2 text-base font-semibold text-slate-900">
        <span className="inline-flex size-8 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
