import type { AppModule } from '../../platform/module';
import { adminUsersRoutes } from './admin-users.routes';

export const adminUsersModule: AppModule = { name: 'admin-users', routes: adminUsersRoutes };
