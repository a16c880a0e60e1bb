import type { AppModule } from '../../platform/module';
import { mentorSessionJobs } from './mentor-sessions.jobs';
import { mentorSessionsRoutes } from './mentor-sessions.routes';

export const mentorSessionsModule: AppModule = {
  name: 'mentor-sessions',
  routes: mentorSessionsRoutes,
  jobs: mentorSessionJobs,
};
