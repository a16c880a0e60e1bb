import { accountsSeed } from '../modules/auth/auth.seed';
import { mentorshipSeed } from '../modules/mentorship/mentorship.seed';
import { profilesSeed } from '../modules/profiles/profiles.seed';
import { workshopsSeed } from '../modules/workshops/workshops.seed';
import type { AppContext } from '../platform/context';
import type { Executor } from '../platform/db/database';
import { markSeeded, wasSeeded } from './seed.repository';

/** One part of the demo campus. Each domain adds its own step; steps run in order in one transaction. */
export interface SeedStep {
  name: string;
  /** Creates the demo rows and returns lines describing them (printed at first start). */
  run(tx: Executor, ctx: AppContext): Promise<string[]>;
}

/** The demo data steps, in dependency order. Later domains append theirs. */
export const SEED_STEPS: SeedStep[] = [accountsSeed, profilesSeed, mentorshipSeed, workshopsSeed];

export interface SeedReport {
  seeded: boolean;
  lines: string[];
}

/** Seeds the demo campus once, on a database that has never been seeded. */
export async function seedDemoData(ctx: AppContext, steps: SeedStep[] = SEED_STEPS): Promise<SeedReport> {
  return ctx.db.transaction(async (tx) => {
    if (await wasSeeded(tx)) return { seeded: false, lines: [] };
    const lines: string[] = [];
    for (const step of steps) {
      const created = await step.run(tx, ctx);
      lines.push(...created.map((line) => `${step.name}: ${line}`));
    }
    await markSeeded(tx, ctx.clock.now());
    return { seeded: true, lines };
  });
}

export function formatSeedReport(report: SeedReport): string {
  const body = report.lines.length
    ? report.lines.map((line) => `  ${line}`).join('\n')
    : '  (no demo records yet)';
  return `\nMentorBridge demo data created:\n${body}\n`;
}
