import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function InsightAccessDenied({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
      <ShieldAlert className="mx-auto size-12 text-red-600" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Access Denied</h1>
      <p className="mt-2 text-slate-700">{message}</p>
      <Link to={paths.companyInsights} className={buttonClasses('secondary', 'md', 'mt-6')}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Company Insights
      </Link>
    </div>
  );
}
