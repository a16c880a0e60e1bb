import type { AppModule } from '../../platform/module';
import { mentorshipJobs } from './mentorship.jobs';
import { mentorshipRoutes } from './mentorship.routes';
import { mentorshipSeed } from './mentorship.seed';
import { responsivenessRoutes } from './responsiveness.routes';

export const mentorshipModule: AppModule = {
  name: 'mentorship',
  routes: async (app) => {
    await mentorshipRoutes(app);
    await responsivenessRoutes(app);
  },
  jobs: mentorshipJobs,
  seed: mentorshipSeed,
};

/** Contact details are revealed once the alumni accepted one of the student's requests. */
export { hasAcceptedRequest as hasAcceptedMentorship } from './mentorship.repository';

export { mentorResponsivenessOf, toMentorResponsiveness } from './responsiveness.service';
