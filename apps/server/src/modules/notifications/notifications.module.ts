import { isDevMailbox } from '../../config';
import type { AppInstance } from '../../platform/context';
import type { AppModule } from '../../platform/module';
import { devMailboxRoutes } from './dev-mailbox.routes';
import { notificationJobs } from './notifications.jobs';
import { notificationsRoutes } from './notifications.routes';

export const notificationsModule: AppModule = {
  name: 'notifications',
  routes: async (app: AppInstance) => {
    await app.register(notificationsRoutes);
    if (isDevMailbox(app.ctx.config)) await app.register(devMailboxRoutes);
  },
  jobs: notificationJobs,
};
