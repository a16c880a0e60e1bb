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

/**
 * For the directory's contact rule: whether the alumni has accepted one of the student's requests
 * (part 2 section 2.7: contact details are revealed on acceptance).
 */
export { hasAcceptedRequest as hasAcceptedMentorship } from './mentorship.repository';

/** An alumni's reply time, last activity and pause, for the directory and public profiles (issue 17). */
export { mentorResponsivenessOf, toMentorResponsiveness } from './responsiveness.service';
