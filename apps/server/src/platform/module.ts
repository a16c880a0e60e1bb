import type { Config } from '../config';
import type { AppContext, AppInstance } from './context';
import type { Executor } from './db/database';
import type { JobDefinition } from './jobs/scheduler';

export interface SeedStep {
  name: string;
  run(tx: Executor, ctx: AppContext): Promise<string[]>;
}

/** Only for files under random, never-reused keys: anyone may fetch them. */
export interface PublicFileFolder {
  folder: string;
  contentType: string;
  namePattern: RegExp;
}

/** Nothing is registered as a side effect of an import: app.ts and main.ts read the list in modules.ts. */
export interface AppModule {
  name: string;
  routes?: (app: AppInstance) => Promise<void>;
  jobs?: (ctx: AppContext) => JobDefinition[];
  seed?: SeedStep;
  publicFiles?: PublicFileFolder[];
  isEnabled?: (config: Config) => boolean;
}
