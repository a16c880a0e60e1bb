import { adminConsoleModule } from './modules/admin-console/admin-console.module';
import { adminUsersModule } from './modules/admin-users/admin-users.module';
import { authModule } from './modules/auth/auth.module';
import { companyInsightsModule } from './modules/company-insights/company-insights.module';
import { contactModule } from './modules/contact/contact.module';
import { contentReportsModule } from './modules/content-reports/content-reports.module';
import { directoryModule } from './modules/directory/directory.module';
import { healthModule } from './modules/health/health.module';
import { interviewExperiencesModule } from './modules/interview-experiences/interview-experiences.module';
import { leaderboardModule } from './modules/leaderboard/leaderboard.module';
import { mentorSessionsModule } from './modules/mentor-sessions/mentor-sessions.module';
import { mentorshipModule } from './modules/mentorship/mentorship.module';
import { mentorshipSpaceModule } from './modules/mentorship-space/mentorship-space.module';
import { notificationsModule } from './modules/notifications/notifications.module';
import { profilesModule } from './modules/profiles/profiles.module';
import { recommendationsModule } from './modules/recommendations/recommendations.module';
import { resourcesModule } from './modules/resources/resources.module';
import { workshopsModule } from './modules/workshops/workshops.module';
import type { AppModule } from './platform/module';

/** In dependency order: the seed steps run in this order. */
export const MODULES: readonly AppModule[] = [
  healthModule,
  authModule,
  contactModule,
  profilesModule,
  directoryModule,
  mentorshipModule,
  workshopsModule,
  mentorSessionsModule,
  mentorshipSpaceModule,
  recommendationsModule,
  leaderboardModule,
  contentReportsModule,
  interviewExperiencesModule,
  companyInsightsModule,
  resourcesModule,
  adminUsersModule,
  adminConsoleModule,
  notificationsModule,
];
