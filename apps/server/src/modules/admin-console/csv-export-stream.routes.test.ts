import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { session } from '../../../test/admin-console';
import { createUser } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { EXPORT_BATCH_SIZE } from './csv-exports.service';

const BULK = 100_000;
const ALUMNI = 2_500;

async function settledCount(count: () => number) {
  let last = -1;
  let quietTicks = 0;
  for (let tick = 0; tick < 200 && quietTicks < 4; tick++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    quietTicks = count() === last ? quietTicks + 1 : 0;
    last = count();
  }
  return last;
}

describe('admin console: CSV exports of a large campus', { timeout: 120_000 }, async () => {
  const { app } = await createTestApp();
  const admin = await session(app, 'admin');
  const student = await createUser(app, { name: 'Bulk Student' });
  const mentor = await createUser(app, { role: 'alumni', name: 'Bulk Mentor' });
  // 100,000 answered requests in one statement (only one pending request per pair may exist).
  await app.ctx.db.execute(sql`
    insert into mentorship_requests (student_id, alumni_id, request_type, message, status)
    select ${student.id}, ${mentor.id}, 'Career Guidance', 'Bulk request ' || i,
      (array['accepted', 'rejected', 'archived'])[1 + i % 3]
    from generate_series(1, ${BULK}) as i`);
  await app.ctx.db.execute(sql`
    insert into users (name, email, role, is_verified)
    select 'Bulk ' || i, 'bulk' || i || '@example.com', 'alumni', true
    from generate_series(1, ${ALUMNI}) as i`);
  // Few distinct points and ratings: most alumni tie on score and join time, so the id decides the order.
  await app.ctx.db.execute(sql`
    update user_stats set points = (abs(hashtext(user_id::text)) % 7) * 10,
      rating_sum = abs(hashtext(user_id::text || 'r')) % 3, rating_count = 1`);

  function watchQueries() {
    const batches: number[] = [];
    const original = app.ctx.db.execute.bind(app.ctx.db);
    const spy = vi.spyOn(app.ctx.db, 'execute').mockImplementation(((query: Parameters<typeof original>[0]) =>
      original(query).then((result) => {
        batches.push((result as unknown as { rows: unknown[] }).rows.length);
        return result;
      })) as never);
    return { batches, restore: () => spy.mockRestore() };
  }

  it('reads 100,000 requests in bounded batches, only as fast as the client takes them', async () => {
    const watch = watchQueries();
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/api/admin/export/mentorship-requests.csv',
        headers: admin.headers,
        payloadAsStream: true,
      });
      expect(response.statusCode).toBe(200);
      const ids = new Set<string>();
      let tail = '';
      let lines = 0;
      let previous = '';
      let isOrdered = true;
      let queriesWhileStopped = -1;
      for await (const chunk of response.stream()) {
        if (queriesWhileStopped < 0) {
          // The client took one chunk and waits: the server must stop reading the database too.
          queriesWhileStopped = await settledCount(() => watch.batches.length);
        }
        const parts = (tail + (chunk as Buffer).toString('utf8')).split('\r\n');
        tail = parts.pop()!;
        for (const line of parts) {
          if (++lines === 1) continue;
          const id = line.slice(0, 36);
          if (id <= previous) isOrdered = false;
          previous = id;
          ids.add(id);
        }
      }
      expect(tail).toBe('');
      expect(queriesWhileStopped).toBeGreaterThan(0);
      expect(queriesWhileStopped).toBeLessThanOrEqual(4);
      expect(lines).toBe(BULK + 1);
      expect(ids.size).toBe(BULK);
      expect(isOrdered).toBe(true);
      // One query per batch of at most EXPORT_BATCH_SIZE rows, and no more queries than the rows need.
      expect(Math.max(...watch.batches)).toBe(EXPORT_BATCH_SIZE);
      expect(watch.batches.reduce((sum, n) => sum + n, 0)).toBe(BULK);
      expect(watch.batches.length).toBe(BULK / EXPORT_BATCH_SIZE + 1);
    } finally {
      watch.restore();
    }
  });

  it('walks the leaderboard across batches in exactly the rank order, each alumni once', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/export/leaderboard.csv',
      headers: admin.headers,
    });
    const rows = response.body
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(','));
    const expected = (
      (await app.ctx.db.execute(sql`
        select u.email from user_stats s join users u on u.id = s.user_id and u.is_active
        where s.is_ranked
        order by s.rank_score desc, s.points desc, s.rating_average desc, s.joined_at, s.user_id`)) as unknown as {
        rows: Array<{ email: string }>;
      }
    ).rows.map((row) => row.email);
    expect(expected.length).toBe(ALUMNI + 1);
    expect(rows.map((cells) => cells[2])).toEqual(expected);
    expect(rows.map((cells) => Number(cells[0]))).toEqual(expected.map((_, index) => index + 1));
  });
});
