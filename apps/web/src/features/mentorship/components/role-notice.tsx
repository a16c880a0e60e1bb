import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

interface RoleNoticeProps {
  children: ReactNode;
  link?: { to: string; label: string };
}

export function RoleNotice({ children, link }: RoleNoticeProps) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="text-slate-700">{children}</p>
      {link ? (
        <Link to={link.to} className={buttonClasses('primary', 'md', 'mt-4')}>
          {link.label}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      ) : null}
    </div>
  );
}
