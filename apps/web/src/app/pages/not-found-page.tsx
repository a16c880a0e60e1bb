import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PageContainer } from '../layouts/page-container';

export default function NotFoundPage() {
  return (
    <PageContainer className="flex min-h-[60vh] flex-col items-center justify-center text-center">
      <title>Page not found · MentorBridge</title>
      <p className="text-sm font-semibold text-indigo-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-3 max-w-md text-slate-600">
        Sorry, we could not find the page you were looking for. It may have moved, or the link may be wrong.
      </p>
      <Link to={paths.home} className={buttonClasses('primary', 'md', 'mt-6 no-underline')}>
        Go back home
      </Link>
    </PageContainer>
  );
}
