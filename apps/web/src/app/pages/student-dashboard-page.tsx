import type { AlumniListItem, RecommendedMentor } from '@mentorbridge/shared';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { FindAlumniPanel } from '@/features/directory/components/find-alumni-panel';
import { AlumniRankBadge } from '@/features/leaderboard/components/alumni-rank-badge';
import { RequestMentorshipAction } from '@/features/mentorship/components/request-mentorship-action';
import { MentorsForYou } from '@/features/recommendations/components/mentors-for-you';
import { BrowseWorkshopsTab } from '@/features/workshops/components/browse-workshops-tab';
import { MyBookingsTab } from '@/features/workshops/components/my-bookings-tab';
import { useSession } from '@/lib/session';
import { PageContainer } from '../layouts/page-container';

const TABS = [
  { value: 'find', label: 'Find Your Mentor/Alumni' },
  { value: 'workshops', label: 'Browse Workshops' },
  { value: 'booked', label: 'Booked Workshop' },
] as const;

type DashboardTab = (typeof TABS)[number]['value'];

const requestAction = (alumni: AlumniListItem) => <RequestMentorshipAction mentor={alumni} />;
const recommendedRequestAction = (mentor: RecommendedMentor, describedBy: string) => (
  <RequestMentorshipAction mentor={mentor} describedBy={describedBy} />
);
const rankBadge = (alumniId: string) => <AlumniRankBadge userId={alumniId} size="sm" />;

export default function StudentDashboardPage() {
  const session = useSession();
  const [tab, setTab] = useState<DashboardTab>('find');
  const idBase = useId();
  const firstName = session?.name.split(' ')[0];

  return (
    <PageContainer>
      <title>Student Dashboard · MentorBridge</title>
      <PageHeader
        title="Student Dashboard"
        description={firstName ? `Welcome back, ${firstName}! Find alumni who can guide you.` : undefined}
        actions={
          <Link to={paths.findMentor} className={buttonClasses('secondary')}>
            <Search className="size-4" aria-hidden="true" />
            Find Your Mentor
          </Link>
        }
      />
      <div className="mb-8">
        <MentorsForYou requestActionFor={recommendedRequestAction} />
      </div>
      <Tabs label="Dashboard sections" idBase={idBase} items={TABS} value={tab} onChange={setTab} />
      <TabPanel idBase={idBase} value={tab} className="pt-6">
        {tab === 'find' ? (
          <FindAlumniPanel requestActionFor={requestAction} rankBadgeFor={rankBadge} />
        ) : tab === 'workshops' ? (
          <BrowseWorkshopsTab />
        ) : (
          <MyBookingsTab onBrowse={() => setTab('workshops')} />
        )}
      </TabPanel>
    </PageContainer>
  );
}
