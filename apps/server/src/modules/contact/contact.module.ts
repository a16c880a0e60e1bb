import type { AppModule } from '../../platform/module';
import { contactRoutes } from './contact.routes';

export const contactModule: AppModule = { name: 'contact', routes: contactRoutes };
