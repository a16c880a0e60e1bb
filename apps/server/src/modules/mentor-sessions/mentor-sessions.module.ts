import type { AppModule } from '../../platform/module';
import { mentorSessionJobs } from './mentor-sessions.jobs';
import { mentorSessionsRoutes } from './mentor-sessions.routes';
import { mentorSessionsSeed } from './mentor-sessions.seed';
import { mentorReviewsRoutes } from './reviews.routes';

export const mentorSessionsModule: AppModule = {
  name: 'mentor-sessions',
  routes: async (app) => {
    await mentorSessionsRoutes(app);
    await mentorReviewsRoutes(app);
  },
  jobs: mentorSessionJobs,
  seed: mentorSessionsSeed,
};

/** Ending a mentorship (the mentorship-space module) cancels its upcoming sessions through this. */
export { cancelUpcomingSessionsOf } from './ended-mentorship.service';

/** Report decisions (admin console) and account deletion (admin users) act on reviews through these. */
export { removeReviewIn, withdrawReviewsOf } from './reviews.service';
