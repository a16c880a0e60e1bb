/** The campus tables, the budgets of the issue, and the section at the top of docs/performance.md. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Floors } from './campus-floor';
import type { Tally } from './campus-load';
import type { CampusAction } from './campus-mix';
import { NOT_WAITING, shareOf, topWaits, type WaitSummary } from './campus-waits';
import type { CpuWindow } from './cpu-sampler';

const REPORT = 'docs/performance.md';
export const HEADING = '## Campus load';
/** The hot-key table of `npm run bench` follows without a heading of its own, so the section marks its end. */
const END = '<!-- end of the campus load section -->';

export const BUDGETS = {
  mixRate: 200,
  mixCpuMs: 1.5,
  mixP99Ms: 50,
  saturationP99Ms: 100,
  saturationRate: 600,
  readCpuMs: 1.5,
  writeCpuMs: 4,
} as const;

export interface Measured {
  tally: Tally;
  cpu: CpuWindow;
}
export interface StepResult extends Measured {
  rate: number;
  waits: WaitSummary;
}
export interface ActionResult extends Measured {
  action: CampusAction;
}

interface Summary {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  cpuMs: number;
  serverMs: number;
  dbMs: number;
  statements: number;
}

export function summarize({ tally, cpu }: Measured): Summary {
  const sorted = Float64Array.from(tally.latencies).sort();
  const at = (p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0;
  // The requests the server received; the sent count stands in should the counters miss them.
  const received = cpu.requests > 0 ? cpu.requests : Math.max(tally.sent, 1);
  return {
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted.at(-1) ?? 0,
    serverMs: cpu.serverMs / received,
    dbMs: cpu.dbMs / received,
    cpuMs: (cpu.serverMs + cpu.dbMs) / received,
    statements: cpu.statements / received,
  };
}

const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
const cpuCell = (s: Summary) => `${s.serverMs.toFixed(2)} + ${s.dbMs.toFixed(2)} = ${s.cpuMs.toFixed(2)}`;

export function stepTable(steps: readonly StepResult[]): string[] {
  return [
    '| Target req/s | Sent req/s | Answered req/s | p50 ms | p95 ms | p99 ms | max ms | Errors | Refusals | CPU ms/request (server + PostgreSQL) | SQL statements/request | Load generator CPU ms/request | Event-loop delay p99/max ms | Top wait (share of active samples) |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...steps.map((step) => {
      const s = summarize(step);
      const { tally } = step;
      const stopped = tally.stoppedAfter ? ` (stopped after ${tally.stoppedAfter.toFixed(1)} s)` : '';
      return `| ${step.rate}${stopped} | ${(tally.sent / tally.seconds).toFixed(0)} | ${(tally.answeredInWindow / tally.seconds).toFixed(0)} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} | ${tally.errors} | ${tally.refused} | ${cpuCell(s)} | ${s.statements.toFixed(2)} | ${(tally.clientCpuMs / Math.max(tally.sent, 1)).toFixed(2)} | ${ms(step.cpu.loopDelay.p99)} / ${ms(step.cpu.loopDelay.max)} | ${topWaitCell(step.waits)} |`;
    }),
  ];
}

function topWaitCell(waits: WaitSummary): string {
  const [top] = topWaits(waits, 1);
  return top ? `${top[0]} ${shareOf(top[1], waits)}` : waits.samples === 0 ? 'not sampled' : 'none';
}

/** Per step, the five commonest waits of the active backends, with idle-in-transaction and lock waits. */
export function waitLines(steps: readonly StepResult[]): string[] {
  return steps.map(({ rate, waits }) => {
    const notWaiting = waits.events.find(([key]) => key === NOT_WAITING)?.[1] ?? 0;
    const top = topWaits(waits, 5).map(([key, n]) => `${key} ${n} (${shareOf(n, waits)})`);
    return `- ${rate} req/s: ${waits.samples} snapshots, ${waits.active} active backend samples, ${notWaiting} (${shareOf(notWaiting, waits)}) with no wait event; waiting on ${top.join(', ') || 'nothing'}; ${waits.idleInTransaction} idle in transaction; ${waits.lockWaits} lock waits.`;
  });
}

const isActionMet = (result: ActionResult) =>
  summarize(result).cpuMs <= (result.action.kind === 'read' ? BUDGETS.readCpuMs : BUDGETS.writeCpuMs) &&
  result.tally.errors === 0;

export function actionTable(results: readonly ActionResult[]): string[] {
  return [
    '| Action | Kind | Requests | p50 ms | p99 ms | CPU ms/request (server + PostgreSQL) | SQL statements/request | Refusals | Errors | Budget |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...results.map((result) => {
      const s = summarize(result);
      const { tally, action } = result;
      return `| ${action.name} | ${action.kind} | ${tally.sent} | ${ms(s.p50)} | ${ms(s.p99)} | ${cpuCell(s)} | ${s.statements.toFixed(2)} | ${tally.refused} | ${tally.errors} | ${isActionMet(result) ? 'met' : 'MISSED'} |`;
    }),
  ];
}

/** The highest step with p99 within the bar and no error, or null when none held. */
export function saturationPoint(steps: readonly StepResult[]): number | null {
  const held = steps.filter(
    (step) =>
      !step.tally.stoppedAfter && step.tally.errors === 0 && summarize(step).p99 <= BUDGETS.saturationP99Ms,
  );
  return held.length === 0 ? null : Math.max(...held.map((step) => step.rate));
}

type Verdict = boolean | null;
const mark = (verdict: Verdict) => (verdict === null ? 'not measured' : verdict ? 'met' : 'MISSED');

/** Judged on the figures as measured; the floors are shown beside them, to compare with. */
export function budgetLines(
  steps: readonly StepResult[],
  actions: readonly ActionResult[],
  invariants: ReadonlyArray<[string, number]>,
  floors: Floors = { bare: new Map(), oneStatement: new Map() },
): { lines: string[]; isMet: boolean } {
  const aboveFloor = (cpu: number, rate: number) => {
    const bare = floors.bare.get(rate);
    const oneStatement = floors.oneStatement.get(rate);
    return [
      bare === undefined
        ? ''
        : `; ${(cpu - bare).toFixed(2)} ms above the bare-server floor of ${bare.toFixed(2)}`,
      oneStatement === undefined ? '' : `, the one-statement floor being ${oneStatement.toFixed(2)}`,
    ].join('');
  };
  const atRate = steps.find((step) => step.rate === BUDGETS.mixRate);
  const mix = atRate ? summarize(atRate) : null;
  const saturation = saturationPoint(steps);
  const worst = (kind: 'read' | 'write') =>
    actions
      .filter((result) => result.action.kind === kind)
      .map((result) => ({ name: result.action.name, cpuMs: summarize(result).cpuMs }))
      .sort((a, b) => b.cpuMs - a.cpuMs)[0];
  const worstRead = worst('read');
  const worstWrite = worst('write');
  const broken = invariants.reduce((sum, [, n]) => sum + n, 0);
  const verdicts: Array<[string, Verdict, string]> = [
    [
      `the mix at ${BUDGETS.mixRate} req/s costs at most ${BUDGETS.mixCpuMs} ms of CPU per request (server + PostgreSQL)`,
      mix && mix.cpuMs <= BUDGETS.mixCpuMs,
      mix
        ? `${mix.cpuMs.toFixed(2)} ms${aboveFloor(mix.cpuMs, BUDGETS.mixRate)}`
        : `no step at ${BUDGETS.mixRate} req/s`,
    ],
    [
      `p99 at ${BUDGETS.mixRate} req/s at most ${BUDGETS.mixP99Ms} ms`,
      mix && mix.p99 <= BUDGETS.mixP99Ms,
      mix ? `${ms(mix.p99)} ms` : `no step at ${BUDGETS.mixRate} req/s`,
    ],
    [
      `saturation point (p99 ≤ ${BUDGETS.saturationP99Ms} ms, no error) at least ${BUDGETS.saturationRate} req/s`,
      steps.length === 0 ? null : (saturation ?? 0) >= BUDGETS.saturationRate,
      steps.length === 0
        ? 'the mix was not run'
        : saturation === null
          ? `below ${steps[0]!.rate} req/s`
          : `${saturation} req/s${saturation === Math.max(...steps.map((s) => s.rate)) ? ' (the highest step tried)' : ''}`,
    ],
    [
      `no read costs more than ${BUDGETS.readCpuMs} ms alone at 50 req/s`,
      worstRead ? worstRead.cpuMs <= BUDGETS.readCpuMs : null,
      worstRead
        ? `the costliest: ${worstRead.name}, ${worstRead.cpuMs.toFixed(2)} ms${aboveFloor(worstRead.cpuMs, 50)}`
        : 'not run',
    ],
    [
      `no write costs more than ${BUDGETS.writeCpuMs} ms alone at 50 req/s`,
      worstWrite ? worstWrite.cpuMs <= BUDGETS.writeCpuMs : null,
      worstWrite
        ? `the costliest: ${worstWrite.name}, ${worstWrite.cpuMs.toFixed(2)} ms${aboveFloor(worstWrite.cpuMs, 50)}`
        : 'not run',
    ],
    ['invariants all 0', broken === 0, invariants.map(([name, n]) => `${name} ${n}`).join('; ')],
  ];
  return {
    lines: verdicts.map(([label, verdict, detail]) => `- ${mark(verdict)}: ${label} (${detail}).`),
    isMet: verdicts.every(([, verdict]) => verdict !== false),
  };
}

/** Replaces the section, or puts it first, right under the title, above the table of `npm run bench`. */
export function writeCampusSection(section: string) {
  let rest = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '# Performance\n';
  const start = rest.indexOf(HEADING);
  if (start >= 0) {
    const end = rest.indexOf(END, start);
    const next = rest.slice(start + HEADING.length).search(/^## /m);
    const stop = end >= 0 ? end + END.length : next >= 0 ? start + HEADING.length + next : rest.length;
    rest = `${rest.slice(0, start)}${rest.slice(stop).replace(/^\n+/, '')}`;
  }
  const titleEnd = rest.startsWith('# ') ? rest.indexOf('\n') + 1 : 0;
  const below = rest.slice(titleEnd).replace(/^\n+/, '');
  writeFileSync(REPORT, `${rest.slice(0, titleEnd)}\n${section.trimEnd()}\n\n${END}\n\n${below}`);
}
