import type { AppModule } from '../../platform/module';
import { interviewExperiencesRoutes } from './interview-experiences.routes';
import { interviewExperiencesSeed } from './interview-experiences.seed';

export const interviewExperiencesModule: AppModule = {
  name: 'interview-experiences',
  routes: interviewExperiencesRoutes,
  seed: interviewExperiencesSeed,
};

export { withdrawVotesOf } from './experience-votes.service';
export { deleteExperienceIn } from './interview-experiences.service';
