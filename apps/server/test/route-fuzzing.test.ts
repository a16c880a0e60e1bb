import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { type Caller, type Entry, MATRIX } from './authorization-matrix';
import { bearer } from './factories';
import { fuzzRequestArb } from './fuzz/fuzz-request';
import { buildFuzzState, restoreSessions } from './fuzz/fuzz-state';
import { fromPlain, toJson } from './fuzz/junk-values';
import { checkRequest, type PropertyContext } from './fuzz/route-property';
import { readSentinels, type Sentinels } from './fuzz/secrets';
import { edgeBodies } from './fuzz/stretch';
import { changedTables, createTableDigester } from './fuzz/table-digest';
import { validBodyOf } from './fuzz/valid-bodies';
import { buildMatrixFixture } from './matrix-fixture';
import { createTestApp } from './test-app';

/*
 * Whatever it is sent, a route never answers 5xx, answers every 4xx with the one error body, never leaks a
 * secret, changes no table when it refuses a write, and lets no forged token past its guard.
 */

/** FUZZ_SEED replays a run; each route and caller derives its own seed from it. */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const CALLERS: readonly Caller[] = ['anonymous', 'student', 'alumni', 'admin'];
const SWEEP_CALLERS: readonly Caller[] = ['anonymous', 'student', 'alumni', 'admin'];

const isRefused = (entry: Entry, caller: Caller) => [401, 403].includes(entry.expected[caller] ?? 0);

function seedOf(name: string) {
  let hash = SEED;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

describe('route fuzzing', async () => {
  const { app } = await createTestApp();
  const fixture = await buildMatrixFixture(app);
  const state = await buildFuzzState(app, fixture);
  const digest = await createTableDigester(app.ctx.db);
  const scheduledDate = new Date(app.ctx.clock.now().getTime() + 14 * 24 * 60 * 60 * 1000).toISOString();
  const statuses = new Map<string, number>();
  let requests = 0;
  const nextAddress = () => `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests++ & 255}`;

  const contextFor = (entry: Entry, caller: Caller, sentinels: Sentinels): PropertyContext => ({
    app,
    entry,
    digest,
    sentinels,
    othersTokens: Object.entries(fixture.tokens)
      .filter(([who]) => who !== caller)
      .map(([, value]) => value!),
    nextAddress,
    statuses,
  });

  // FUZZ_STATS=1 prints how often each route answered each status: a route that only ever answers 400 or
  // 404 needs a better valid body or fixture row before its fuzzing reaches its service.
  afterAll(() => {
    if (process.env.FUZZ_STATS)
      console.log([...statuses].map(([key, count]) => `${key} ×${count}`).join('\n'));
  });

  it('has a table digest that sees a write, and only a write', async () => {
    const before = await digest();
    expect(await digest()).toEqual(before);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/contact/send',
      payload: { name: 'Digest', email: 'digest@example.com', subject: 'Digest', message: 'A change' },
    });
    expect(sent.statusCode).toBe(201);
    expect(changedTables(before, await digest(), [])).toContain('contact_messages');
  });

  // Random bodies rarely break exactly one field of a valid body in exactly one way; this sweep does it for
  // every field and every edge of its kind, as the first caller the route lets through.
  const writes = MATRIX.filter((entry) => entry.method !== 'GET');
  it.each(writes.map((entry) => [`${entry.method} ${entry.url}`, entry] as const))(
    '%s: each field of a valid body at each of its edges',
    async (name, entry) => {
      const caller = SWEEP_CALLERS.find((who) => !isRefused(entry, who))!;
      const valid = JSON.parse(fixture.fill(JSON.stringify(validBodyOf(entry, state.people, scheduledDate))));
      const context = contextFor(entry, caller, await readSentinels(app));
      for (const body of edgeBodies(fromPlain(valid))) {
        const token = fixture.tokens[caller as Exclude<Caller, 'anonymous'>];
        const request = {
          method: entry.method,
          url: fixture.fill(entry.request?.url ?? entry.url),
          headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
          payload: toJson(body),
          auth: { isForged: false },
        };
        await checkRequest(context, request).catch((error: Error) => {
          throw new Error(`${name} as ${caller}: ${error.message}\nbody: ${request.payload.slice(0, 1000)}`);
        });
      }
      await restoreSessions(app, fixture);
    },
    120_000,
  );

  it.each(MATRIX.map((entry) => [`${entry.method} ${entry.url}`, entry] as const))(
    '%s: no 5xx, the error body, no secret, a refused write changes nothing',
    async (name, entry) => {
      const sentinels = await readSentinels(app);
      for (const caller of CALLERS) {
        const token = fixture.tokens[caller as Exclude<Caller, 'anonymous'>];
        const context = contextFor(entry, caller, sentinels);
        const arbitrary = fuzzRequestArb(
          entry,
          { token, forged: state.forged, oddlySigned: state.oddlySigned, ids: state.ids, fill: fixture.fill },
          validBodyOf(entry, state.people, scheduledDate),
        );
        const numRuns = isRefused(entry, caller) ? Math.max(2, Math.ceil(RUNS / 4)) : RUNS;
        const details = await fc.check(
          fc.asyncProperty(arbitrary, (request) => checkRequest(context, request)),
          { numRuns, seed: seedOf(`${name} ${caller}`) },
        );
        if (details.failed) {
          const shown = JSON.stringify(details.counterexample, null, 1) ?? '';
          throw new Error(
            `${name} as ${caller} (reproduce with FUZZ_SEED=${SEED}): ${String(details.errorInstance)}\n` +
              `request: ${shown.length > 3000 ? `${shown.slice(0, 3000)}…` : shown}`,
          );
        }
        await restoreSessions(app, fixture);
      }
    },
    120_000,
  );
});
