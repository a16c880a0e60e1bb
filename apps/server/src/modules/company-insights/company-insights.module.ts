import type { AppModule } from '../../platform/module';
import { companyInsightsRoutes } from './company-insights.routes';
import { companyInsightsSeed } from './company-insights.seed';

export const companyInsightsModule: AppModule = {
  name: 'company-insights',
  routes: companyInsightsRoutes,
  seed: companyInsightsSeed,
};

/** For the admin reports panel: removes an insight inside its own transaction (audited for admins). */
export { deleteInsightIn } from './company-insights.service';
/** For the deletion of an account: the rater's ratings leave the insights' sums and counts. */
export { withdrawInsightRatingsOf } from './insight-account-removal.service';
