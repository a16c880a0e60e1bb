import type { AppModule } from '../../platform/module';
import { adminConsoleRoutes } from './admin-console.routes';

export const adminConsoleModule: AppModule = { name: 'admin-console', routes: adminConsoleRoutes };
