import { PageHeader } from '@/components/ui/page-header';
import { PageContainer } from '../layouts/page-container';

/** Placeholder until its issue builds the page. */
export default function LeaderboardPage() {
  return (
    <PageContainer>
      <title>Leaderboard · MentorBridge</title>
      <PageHeader title="Leaderboard" description="This page is coming soon." />
    </PageContainer>
  );
}
