import type { AppModule } from '../../platform/module';
import { interviewExperiencesRoutes } from './interview-experiences.routes';
import { interviewExperiencesSeed } from './interview-experiences.seed';

export const interviewExperiencesModule: AppModule = {
  name: 'interview-experiences',
  routes: interviewExperiencesRoutes,
  seed: interviewExperiencesSeed,
};

/** For the deletion of an account: the reader's helpful votes are withdrawn (counts and the authors' +2). */
export { withdrawVotesOf } from './experience-votes.service';
/** For the admin reports panel: removes an experience inside its own transaction (audited for admins). */
export { deleteExperienceIn } from './interview-experiences.service';
