import { RESOURCE_MESSAGES } from '@mentorbridge/shared';
import { LogIn, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

function Notice({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <section
      aria-labelledby="resource-access-title"
      className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm"
    >
      <div className="flex justify-center text-indigo-600">{icon}</div>
      <h2 id="resource-access-title" className="mt-3 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-slate-700">{text}</p>
      <div className="mt-5 flex justify-center">{action}</div>
    </section>
  );
}

/** The route guard normally sends a signed-out visitor to /login first. */
export function PleaseLogin() {
  return (
    <Notice
      icon={<LogIn className="size-10" aria-hidden="true" />}
      title={RESOURCE_MESSAGES.pleaseLogin}
      text="Sign in to browse, download and rate placement resources."
      action={
        <Link to={paths.login} className={buttonClasses('primary')}>
          Sign in
        </Link>
      }
    />
  );
}

export function AdminOnlyNotice() {
  return (
    <Notice
      icon={<ShieldAlert className="size-10" aria-hidden="true" />}
      title="Access denied"
      text={RESOURCE_MESSAGES.adminOnly}
      action={
        <Link to={paths.home} className={buttonClasses('secondary')}>
          Go to the home page
        </Link>
      }
    />
  );
}
