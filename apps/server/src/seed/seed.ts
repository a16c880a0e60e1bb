import { MODULES } from '../modules';
import type { AppContext } from '../platform/context';
import type { SeedStep } from '../platform/module';
import { markSeeded, wasSeeded } from './seed.repository';

export const SEED_STEPS: SeedStep[] = MODULES.flatMap((module) => (module.seed ? [module.seed] : []));

export interface SeedReport {
  seeded: boolean;
  lines: string[];
}

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
