import type { AppModule } from '../../platform/module';
import { adminUsersRoutes } from './admin-users.routes';

/**
 * The admin console's users: the searchable user table, the dashboard's user numbers, status changes and
 * account deletion (part 2 sections 2.3, 6 and 7 "Admin"; server-rules "Admin").
 */
export const adminUsersModule: AppModule = { name: 'admin-users', routes: adminUsersRoutes };
