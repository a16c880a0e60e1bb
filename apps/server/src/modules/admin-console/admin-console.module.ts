import type { AppModule } from '../../platform/module';
import { adminConsoleRoutes } from './admin-console.routes';

/**
 * The admin console's reading and deciding (issue 14): the audit log, the reports panel with its
 * decisions, profile reports, analytics and CSV exports. User management is the admin-users module.
 */
export const adminConsoleModule: AppModule = { name: 'admin-console', routes: adminConsoleRoutes };
