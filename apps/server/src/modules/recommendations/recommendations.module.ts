import type { AppModule } from '../../platform/module';
import { recommendationsRoutes } from './recommendations.routes';

export const recommendationsModule: AppModule = { name: 'recommendations', routes: recommendationsRoutes };

/** The directory's "Best match" order uses the recommendations' score. */
export { standingScore, studentHits, studentMatchScore } from './match-score.repository';
