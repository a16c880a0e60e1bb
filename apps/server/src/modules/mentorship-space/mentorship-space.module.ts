import type { AppModule } from '../../platform/module';
import { mentorshipSpaceRoutes } from './mentorship-space.routes';

export const mentorshipSpaceModule: AppModule = {
  name: 'mentorship-space',
  routes: mentorshipSpaceRoutes,
};
