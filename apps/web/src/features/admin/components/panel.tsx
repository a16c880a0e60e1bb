import type { ReactNode } from 'react';

interface PanelProps {
  /** An h3 under the tab's h2. */
  title: string;
  id: string;
  icon?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

export function Panel({ title, id, icon, actions, children, className = '' }: PanelProps) {
  return (
    <section
      aria-labelledby={id}
      className={`min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="flex items-center gap-2 text-base font-semibold text-slate-900">
          {icon ? <span className="text-indigo-600">{icon}</span> : null}
          {title}
        </h3>
        {actions}
      </div>
      {children}
    </section>
  );
}
