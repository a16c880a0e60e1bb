import type { ReactNode } from 'react';

interface ProfileHeroProps {
  picture: ReactNode;
  name: string;
  /** The own-profile pages already have their <h1>. */
  nameLevel: 'h1' | 'h2';
  subtitle?: ReactNode;
  badges?: ReactNode;
  details?: ReactNode;
  actions?: ReactNode;
}

export function ProfileHero({
  picture,
  name,
  nameLevel,
  subtitle,
  badges,
  details,
  actions,
}: ProfileHeroProps) {
  const Name = nameLevel;
  return (
    <section
      aria-label="Profile summary"
      className="mb-6 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="h-20 bg-gradient-to-r from-indigo-600 to-violet-600 sm:h-24" aria-hidden="true" />
      <div className="flex flex-col gap-6 px-5 pb-6 sm:px-8 md:flex-row md:items-start">
        <div className="-mt-14 shrink-0 self-center md:self-start">{picture}</div>
        <div className="min-w-0 flex-1 space-y-3 text-center md:pt-4 md:text-left">
          <div className="flex flex-col items-center gap-2 md:flex-row md:flex-wrap">
            <Name className="text-2xl font-bold tracking-tight text-slate-900">{name}</Name>
            {badges}
          </div>
          {subtitle ? <div className="text-slate-700">{subtitle}</div> : null}
          {details ? <div className="grid gap-3 pt-2 sm:grid-cols-2 lg:grid-cols-3">{details}</div> : null}
        </div>
        {actions ? <div className="flex flex-wrap justify-center gap-2 md:pt-4">{actions}</div> : null}
      </div>
    </section>
  );
}
