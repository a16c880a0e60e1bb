import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function BackToInsights() {
  return (
    <Link
      to={paths.companyInsights}
      className="mb-4 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-indigo-700 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Company Insights
    </Link>
  );
}
