import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import { ManualClock } from '../clock';
import { JobScheduler } from './scheduler';

const silent = { error() {}, debug() {} };

describe('JobScheduler', async () => {
  const { database, destroy } = await createTestDatabase();
  const clock = new ManualClock(new Date('2026-11-22T10:00:00Z'));

  it('runs a due job once across several instances, then waits for its interval', async () => {
    let runs = 0;
    const instances = Array.from({ length: 4 }, () => {
      const scheduler = new JobScheduler(database.db, clock, silent);
      scheduler.register({
        name: 'count',
        intervalMs: 60_000,
        run: async () => {
          runs++;
          await new Promise((resolve) => setTimeout(resolve, 20));
        },
      });
      return scheduler;
    });

    const ran = await Promise.all(instances.map((scheduler) => scheduler.runDue()));
    expect(runs).toBe(1);
    expect(ran.flat()).toEqual(['count']);

    await Promise.all(instances.map((scheduler) => scheduler.runDue()));
    expect(runs).toBe(1);

    clock.advance(60_001);
    await Promise.all(instances.map((scheduler) => scheduler.runDue()));
    expect(runs).toBe(2);
  });

  it('records a failure and runs the job again after its interval', async () => {
    let attempts = 0;
    const scheduler = new JobScheduler(database.db, clock, silent);
    scheduler.register({
      name: 'flaky',
      intervalMs: 1000,
      run: async () => {
        attempts++;
        if (attempts === 1) throw new Error('boom');
      },
    });
    expect(await scheduler.runDue()).toEqual(['flaky']);
    clock.advance(1001);
    expect(await scheduler.runDue()).toEqual(['flaky']);
    expect(attempts).toBe(2);
  });

  it('lets another instance take over a job whose lease expired', async () => {
    const stuck = new JobScheduler(database.db, clock, silent);
    let release: () => void = () => {};
    stuck.register({
      name: 'slow',
      intervalMs: 1000,
      leaseMs: 5000,
      run: () => new Promise<void>((resolve) => (release = resolve)),
    });
    const first = stuck.runDue();
    await new Promise((resolve) => setTimeout(resolve, 50));

    let taken = 0;
    const other = new JobScheduler(database.db, clock, silent);
    other.register({ name: 'slow', intervalMs: 1000, leaseMs: 5000, run: async () => void taken++ });
    expect(await other.runDue()).toEqual([]);
    clock.advance(5001);
    expect(await other.runDue()).toEqual(['slow']);
    expect(taken).toBe(1);
    release();
    await first;
    await destroy();
  });
});
