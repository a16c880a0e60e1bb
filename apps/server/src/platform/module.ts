import type { Config } from '../config';
import type { AppContext, AppInstance } from './context';
import type { Executor } from './db/database';
import type { JobDefinition } from './jobs/scheduler';

/** One part of the demo campus. Steps run in the order of `modules.ts`, in one transaction. */
export interface SeedStep {
  name: string;
  /** Creates the demo rows and returns lines describing them (printed at first start). */
  run(tx: Executor, ctx: AppContext): Promise<string[]>;
}

/**
 * A folder of the file store whose files anyone may fetch at `/api/files/<folder>/<name>`: only for
 * files under random, never-reused keys (avatars). Private files (resources) get their own guarded route.
 */
export interface PublicFileFolder {
  folder: string;
  /** The only content type stored in the folder (files are re-encoded on upload). */
  contentType: string;
  /** The file names the folder holds, e.g. /^[a-f0-9]{32}\.webp$/. */
  namePattern: RegExp;
}

/**
 * What a domain module brings to the app. `app.ts`, `main.ts` and the seed loop read these from the one
 * list in `modules.ts`; nothing is registered as a side effect of an import. What a module offers other
 * modules is a plain export of its `<domain>.module.ts` (for example the mentorship module's
 * `hasAcceptedMentorship`), imported where it is needed.
 */
export interface AppModule {
  /** The domain's name, as in ARCHITECTURE.md. */
  name: string;
  /** The Fastify plugin with the module's routes. */
  routes?: (app: AppInstance) => Promise<void>;
  /** Periodic jobs, leased so that each runs once across instances. */
  jobs?: (ctx: AppContext) => JobDefinition[];
  /** The module's part of the demo campus. */
  seed?: SeedStep;
  /** File-store folders served publicly. */
  publicFiles?: PublicFileFolder[];
  /** Whether the module is on under this configuration (default: always). */
  isEnabled?: (config: Config) => boolean;
}
