import { LEADERBOARD_MESSAGES } from '@mentorbridge/shared';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { failureMessage } from '@/lib/failure-message';
import { useMyAchievements } from '../api/get-my-achievements';
import { AchievementStats } from './achievement-stats';
import { BadgesPanel } from './badges-panel';
import { PointsHistory } from './points-history';
import { RecentFeedback } from './recent-feedback';

export function AchievementsTab() {
  const achievements = useMyAchievements();

  if (achievements.isPending) {
    return (
      <div className="flex justify-center py-16 text-indigo-700">
        <Spinner label="Loading achievements…" className="size-8" />
      </div>
    );
  }
  if (achievements.isError) {
    return (
      <Alert tone="error" title={failureMessage(achievements.error, LEADERBOARD_MESSAGES.achievementsFailed)}>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void achievements.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }

  const data = achievements.data;
  return (
    <section aria-labelledby="achievements-title" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="achievements-title" className="text-xl font-semibold text-slate-900">
          Achievements
        </h2>
        <Link to={paths.leaderboard} className={buttonClasses('secondary', 'sm')}>
          View leaderboard
        </Link>
      </div>
      <AchievementStats achievements={data} />
      <BadgesPanel achievements={data} />
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <RecentFeedback items={data.recentFeedback} />
        <PointsHistory />
      </div>
    </section>
  );
}
