import { isDevMailbox } from '../../config';
import type { AppModule } from '../../platform/module';
import { devMailboxRoutes } from './dev-mailbox.routes';

/** Today the development mailbox only: it exists without SMTP and outside production. */
export const notificationsModule: AppModule = {
  name: 'notifications',
  routes: devMailboxRoutes,
  isEnabled: isDevMailbox,
};
