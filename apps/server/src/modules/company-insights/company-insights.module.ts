import type { AppModule } from '../../platform/module';
import { companyInsightsRoutes } from './company-insights.routes';
import { companyInsightsSeed } from './company-insights.seed';

export const companyInsightsModule: AppModule = {
  name: 'company-insights',
  routes: companyInsightsRoutes,
  seed: companyInsightsSeed,
};

export { deleteInsightIn } from './company-insights.service';
export { withdrawInsightRatingsOf } from './insight-account-removal.service';
