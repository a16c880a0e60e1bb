import { LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { MyResources } from '@/features/resources/components/my-resources';
import { PleaseLogin } from '@/features/resources/components/resource-access-notice';
import { ResourcesBrowser } from '@/features/resources/components/resources-browser';
import { WelcomeBanner } from '@/features/resources/components/welcome-banner';
import { useSession } from '@/lib/session';
import { PageContainer } from '../layouts/page-container';

/** 'Please Login' covers a render without a session; the guard sends signed-out visitors to /login first. */
export default function ResourcesPage() {
  const session = useSession();
  const isAlumni = session?.role === 'alumni';
  const isAdmin = session?.role === 'admin';
  const title = isAlumni ? 'My Placement Resources' : 'Placement Resources';

  return (
    <PageContainer>
      <title>{`${title} · MentorBridge`}</title>
      <PageHeader
        title={title}
        description={
          !session
            ? undefined
            : isAlumni
              ? 'Share files that help students prepare, and see how they are used.'
              : 'Templates, question banks and study material shared by alumni.'
        }
        actions={
          isAdmin ? (
            <Link to={paths.adminResources} className={buttonClasses('secondary')}>
              <LayoutDashboard className="size-4" aria-hidden="true" />
              Manage Resources
            </Link>
          ) : undefined
        }
      />
      {!session ? (
        <PleaseLogin />
      ) : isAlumni ? (
        <MyResources />
      ) : (
        <div className="space-y-6">
          {isAdmin ? null : <WelcomeBanner name={session.name} />}
          <ResourcesBrowser isPublishedOnly={isAdmin} />
        </div>
      )}
    </PageContainer>
  );
}
