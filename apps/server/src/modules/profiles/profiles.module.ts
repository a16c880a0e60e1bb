import type { AppModule } from '../../platform/module';
import { AVATAR_FOLDER } from './avatar-image';
import { profilesRoutes } from './profiles.routes';
import { profilesSeed } from './profiles.seed';

export const profilesModule: AppModule = {
  name: 'profiles',
  routes: profilesRoutes,
  seed: profilesSeed,
  // Avatars are re-encoded WebP under random, never-reused keys: public and cacheable for good.
  publicFiles: [{ folder: AVATAR_FOLDER, contentType: 'image/webp', namePattern: /^[a-f0-9]{32}\.webp$/ }],
};

export { getOwnAlumniProfile, getOwnStudentProfile } from './profiles.service';
