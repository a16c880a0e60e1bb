import type { LeaderboardPeriod, Level } from '@mentorbridge/shared';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { GlobalRankings } from '@/features/leaderboard/components/global-rankings';
import { LeaderboardControls } from '@/features/leaderboard/components/leaderboard-controls';
import { LevelSystemPanel } from '@/features/leaderboard/components/level-system-panel';
import { OwnRankCard } from '@/features/leaderboard/components/own-rank-card';
import { TopContributors } from '@/features/leaderboard/components/top-contributors';
import { isLevel, isPeriod } from '@/features/leaderboard/leaderboard-format';
import { useSession } from '@/lib/session';
import { PageContainer } from '../layouts/page-container';

/** The period and level live in the address, so a reload or a shared link shows the same ranking. */
export default function LeaderboardPage() {
  const session = useSession();
  const isAlumni = session?.role === 'alumni';
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedPeriod = searchParams.get('period');
  const requestedLevel = searchParams.get('level');
  const period: LeaderboardPeriod = isPeriod(requestedPeriod) ? requestedPeriod : 'all-time';
  const level: Level | null = isLevel(requestedLevel) ? requestedLevel : null;

  const update = (next: { period: LeaderboardPeriod; level: Level | null }) => {
    const params: Record<string, string> = {};
    if (next.period !== 'all-time') params.period = next.period;
    if (next.level) params.level = next.level;
    setSearchParams(params, { replace: true });
  };

  return (
    <PageContainer className="space-y-6">
      <title>Leaderboard · MentorBridge</title>
      <PageHeader
        title="Leaderboard"
        description="Alumni who give their time to students, ranked by points and ratings."
      />
      {isAlumni ? <OwnRankCard period={period} /> : null}
      <LeaderboardControls
        period={period}
        level={level}
        onPeriodChange={(value) => update({ period: value, level })}
        onLevelChange={(value) => update({ period, level: value })}
      />
      <GlobalRankings period={period} level={level} selfId={isAlumni ? session._id : null} />
      <TopContributors selfId={isAlumni ? session._id : null} />
      {isAlumni ? <LevelSystemPanel /> : null}
    </PageContainer>
  );
}
