import { PageHeader } from '@/components/ui/page-header';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { NotificationPreferencesForm } from '@/features/notifications/components/notification-preferences-form';
import { usePageParam } from '@/features/notifications/use-page-param';
import { PageContainer } from '../layouts/page-container';

export default function NotificationsPage() {
  const [page, setPage] = usePageParam();
  return (
    <PageContainer className="space-y-8">
      <title>Notifications · MentorBridge</title>
      <PageHeader title="Notifications" description="Updates on your requests, workshops and resources." />
      <section aria-labelledby="all-notifications-title" className="space-y-3">
        <h2 id="all-notifications-title" className="text-lg font-semibold text-slate-900">
          All notifications
        </h2>
        <NotificationList page={page} onPage={setPage} />
      </section>
      <section aria-labelledby="notification-preferences-title" className="max-w-3xl space-y-3">
        <h2 id="notification-preferences-title" className="text-lg font-semibold text-slate-900">
          E-mail preferences
        </h2>
        <NotificationPreferencesForm />
      </section>
    </PageContainer>
  );
}
