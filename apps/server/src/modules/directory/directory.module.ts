import type { AppModule } from '../../platform/module';
import { directoryRoutes } from './directory.routes';

export const directoryModule: AppModule = { name: 'directory', routes: directoryRoutes };
