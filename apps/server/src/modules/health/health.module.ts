import type { AppModule } from '../../platform/module';
import { healthRoutes } from './health.routes';

export const healthModule: AppModule = { name: 'health', routes: healthRoutes };
