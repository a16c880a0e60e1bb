import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { UserAvatar } from '@/components/layout/user-avatar';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { MyExperiencesTab } from '@/features/interview-experiences/components/my-experiences-tab';
import { AchievementsTab } from '@/features/leaderboard/components/achievements-tab';
import { PausedRequestsBanner } from '@/features/mentorship/components/paused-requests-banner';
import { useAlumniProfile } from '@/features/profiles/api/get-alumni-profile';
import { FeedbackTab } from '@/features/workshops/components/feedback-tab';
import { MyWorkshopsTab } from '@/features/workshops/components/my-workshops-tab';
import { useSession } from '@/lib/session';
import { PageContainer } from '../layouts/page-container';

const TABS = [
  { value: 'experiences', label: 'Interview Experiences' },
  { value: 'workshops', label: 'My Workshops' },
  { value: 'achievements', label: 'Achievements' },
  { value: 'feedback', label: 'Feedback' },
] as const;

type DashboardTab = (typeof TABS)[number]['value'];
const DEFAULT_TAB: DashboardTab = 'workshops';

function isTab(value: string | null): value is DashboardTab {
  return TABS.some((tab) => tab.value === value);
}

function useGreeting() {
  const session = useSession();
  const profile = useAlumniProfile();
  const name = profile.data?.name ?? session?.name ?? '';
  const firstName = profile.data?.profile.firstName?.trim() || name.split(' ')[0] || 'there';
  const avatar = profile.data?.profile.avatar ?? session?.avatar ?? null;
  return { name: name || firstName, firstName, avatar };
}

/** The selected tab lives in the address (?tab=feedback), so a reload or a shared link opens the same tab. */
export default function AlumniDashboardPage() {
  const idBase = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab = isTab(requested) ? requested : DEFAULT_TAB;
  const { name, firstName, avatar } = useGreeting();

  const selectTab = (value: DashboardTab) =>
    setSearchParams(value === DEFAULT_TAB ? {} : { tab: value }, { replace: true });

  return (
    <PageContainer>
      <title>Alumni Dashboard · MentorBridge</title>
      <header className="mb-6 flex items-center gap-4">
        <UserAvatar name={name} src={avatar} className="size-14 text-xl sm:size-16" />
        <div className="min-w-0">
          <p className="text-sm font-medium text-indigo-700">Alumni Dashboard</p>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Welcome back, {firstName}!
          </h1>
          <p className="mt-1 text-slate-600">
            Run your workshops, answer bookings and see what students say.
          </p>
        </div>
      </header>
      <PausedRequestsBanner />
      <Tabs label="Dashboard sections" idBase={idBase} items={TABS} value={tab} onChange={selectTab} />
      <TabPanel idBase={idBase} value={tab} className="pt-6">
        {tab === 'experiences' ? (
          <MyExperiencesTab />
        ) : tab === 'workshops' ? (
          <MyWorkshopsTab />
        ) : tab === 'achievements' ? (
          <AchievementsTab />
        ) : (
          <FeedbackTab />
        )}
      </TabPanel>
    </PageContainer>
  );
}
