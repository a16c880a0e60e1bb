import type { AppModule } from '../../platform/module';
import { bookingsRoutes } from './bookings.routes';
import { feedbackRoutes } from './feedback.routes';
import { waitlistRoutes } from './waitlist.routes';
import { workshopJobs } from './workshops.jobs';
import { workshopsRoutes } from './workshops.routes';
import { workshopsSeed } from './workshops.seed';

export const workshopsModule: AppModule = {
  name: 'workshops',
  routes: async (app) => {
    await workshopsRoutes(app);
    await bookingsRoutes(app);
    await feedbackRoutes(app);
    await waitlistRoutes(app);
  },
  jobs: workshopJobs,
  seed: workshopsSeed,
};

export { withdrawFeedbackOf } from './feedback.service';
export { cancelHostedWorkshops } from './workshops.service';
