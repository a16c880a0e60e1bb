import type { ActionCounts } from './soak-client';

export interface Sample {
  at: number;
  seconds: number;
  /** Kept to compute percentiles over longer spans. */
  latencies: number[];
  errors: number;
  slowest: string;
  /** Means of the readings taken every second. */
  rssMb: number;
  heapMb: number;
  /** In % of one core. */
  cpuPercent: number;
  statements: number;
  /** On a shared machine the load average explains most of the latency. */
  load: number;
  /** After two full collections: after the warm-up and at the end only. */
  settled?: { rssMb: number; heapMb: number };
}

export interface Summary {
  samples: Sample[];
  actions: Map<string, ActionCounts>;
  totals: ActionCounts;
  failures: string[];
  warm: Sample;
  end: Sample;
  growth: number;
}

export const MEMORY_GROWTH_BAR = 0.2;

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

export function spans(samples: readonly Sample[], every: number): Sample[] {
  const merged: Sample[] = [];
  for (const sample of samples) {
    const last = merged.at(-1);
    if (last && Math.ceil(last.at / every) === Math.ceil(sample.at / every)) {
      // CPU and statements add up over the span; memory and the slowest call come from its intervals.
      const slower = percentile(sample.latencies, 1) > percentile(last.latencies, 1);
      last.cpuPercent =
        (last.cpuPercent * last.seconds + sample.cpuPercent * sample.seconds) /
        (last.seconds + sample.seconds);
      Object.assign(last, {
        at: sample.at,
        seconds: last.seconds + sample.seconds,
        latencies: [...last.latencies, ...sample.latencies],
        errors: last.errors + sample.errors,
        slowest: slower ? sample.slowest : last.slowest,
        rssMb: sample.rssMb,
        heapMb: sample.heapMb,
        statements: last.statements + sample.statements,
        load: sample.load,
      });
    } else merged.push({ ...sample });
  }
  return merged;
}

export const sampleHeader = [
  '| At (s) | Requests | Req/s | p50 ms | p99 ms | Max ms | Errors | Server CPU % | SQL/request | RSS MB | Heap MB | Load avg | Slowest call |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
];

export function sampleRow(s: Sample): string {
  const n = s.latencies.length;
  const ms = (p: number) => percentile(s.latencies, p).toFixed(1);
  return `| ${s.at} | ${n} | ${(n / s.seconds).toFixed(0)} | ${ms(0.5)} | ${ms(0.99)} | ${ms(1)} | ${s.errors} | ${s.cpuPercent.toFixed(0)} | ${n ? (s.statements / n).toFixed(1) : '—'} | ${s.rssMb} | ${s.heapMb} | ${s.load.toFixed(1)} | ${s.slowest || '—'} |`;
}

export function actionTable(actions: Map<string, ActionCounts>): string[] {
  const rows = [...actions].sort(([a], [b]) => a.localeCompare(b));
  return [
    '| Action | OK | Refused (expected 4xx) | 429 | Errors |',
    '|---|---|---|---|---|',
    ...rows.map(([name, c]) => `| ${name} | ${c.ok} | ${c.refused} | ${c.rateLimited} | ${c.error} |`),
  ];
}

export function isMet(summary: Summary) {
  return summary.totals.error === 0 && summary.growth <= MEMORY_GROWTH_BAR;
}

export function verdictLines(summary: Summary): string[] {
  const { totals, warm, end, growth } = summary;
  const all = summary.samples.flatMap((s) => s.latencies);
  const pct = (value: number) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)} %`;
  return [
    `- Requests: ${all.length} (p50 ${percentile(all, 0.5).toFixed(1)} ms, p99 ${percentile(all, 0.99).toFixed(1)} ms over the whole run).`,
    `- Errors (5xx, network errors, timeouts, unexpected 4xx): ${totals.error} (bar 0).`,
    `- Refusals the workload causes on purpose, counted apart: ${totals.refused} expected 4xx (a full workshop, a request or booking answered or withdrawn meanwhile), ${totals.rateLimited} answered 429.`,
    `- Memory, after full garbage collections: server RSS ${warm.settled!.rssMb} MB after the warm-up (at ${warm.at} s) and ${end.settled!.rssMb} MB at the end (${pct(growth)}, bar +${MEMORY_GROWTH_BAR * 100} %); V8 heap in use ${warm.settled!.heapMb} → ${end.settled!.heapMb} MB. Means of the readings every second over those intervals, without forcing a collection: RSS ${warm.rssMb} → ${end.rssMb} MB, heap ${warm.heapMb} → ${end.heapMb} MB.`,
    `- Verdict: ${isMet(summary) ? 'met' : 'MISSED'}.`,
  ];
}
