import type { AlumniListItem } from '@mentorbridge/shared';
import { PageHeader } from '@/components/ui/page-header';
import { AlumniDirectory } from '@/features/directory/components/alumni-directory';
import { AlumniRankBadge } from '@/features/leaderboard/components/alumni-rank-badge';
import { RequestMentorshipAction } from '@/features/mentorship/components/request-mentorship-action';
import { PageContainer } from '../layouts/page-container';

const requestAction = (alumni: AlumniListItem) => <RequestMentorshipAction mentor={alumni} />;
const rankBadge = (alumniId: string) => <AlumniRankBadge userId={alumniId} size="sm" />;

export default function FindMentorPage() {
  return (
    <PageContainer>
      <title>Find Your Mentor · MentorBridge</title>
      <PageHeader
        title="Find Your Mentor"
        description="Search alumni by name, college or company, and narrow the list with the filters."
      />
      <AlumniDirectory requestActionFor={requestAction} rankBadgeFor={rankBadge} />
    </PageContainer>
  );
}
