import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { bookedSessions, finishSessions, reviewAs, SLOTS } from '../../../test/mentor-reviews';
import { SESSIONS_NOW } from '../../../test/mentor-sessions';
import { clientOf } from '../../../test/statements';
import { createTestApp } from '../../../test/test-app';
import { mentorSessionReviews } from '../../db/schema/mentor-reviews';
import { deleteReviewsOf } from './reviews.repository';

describe('deleting the reviews of an account', async () => {
  const { app, clock } = await createTestApp({ now: SESSIONS_NOW });

  /** Each statement `run` sends, with its parameters written in (they are ids here). */
  async function statementsWithValues(run: () => Promise<unknown>) {
    const queries = vi.spyOn(clientOf(app), 'query');
    try {
      await run();
      return queries.mock.calls.map(([first, values]) => {
        const text = typeof first === 'string' ? first : String((first as { text?: unknown }).text);
        const params = (values ?? []) as unknown[];
        return text.replace(/\$(\d+)/g, (_, index: string) => `'${String(params[Number(index) - 1])}'`);
      });
    } finally {
      queries.mockRestore();
    }
  }

  /** The plan with sequential scans priced out: one still chosen means no index can answer the statement. */
  async function planOf(statement: string) {
    return app.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql.raw(`explain ${statement}`));
      return (result as unknown as { rows: Array<Record<string, string>> }).rows
        .map((row) => Object.values(row).join(''))
        .join('\n');
    });
  }

  it('deletes those a mentor received, removed ones too, and every statement reads an index', async () => {
    try {
      const { alumni, pairs } = await bookedSessions(app, [SLOTS[0], SLOTS[1]]);
      const other = await bookedSessions(app, [SLOTS[2]]);
      await finishSessions(app, clock);
      for (const pair of [...pairs, ...other.pairs]) {
        expect((await reviewAs(app, pair.student, pair.sessionId, { rating: 4 })).statusCode).toBe(201);
      }
      await app.ctx.db
        .update(mentorSessionReviews)
        .set({ status: 'removed' })
        .where(eq(mentorSessionReviews.sessionId, pairs[1]!.sessionId));

      const statements = await statementsWithValues(() => deleteReviewsOf(app.ctx.db, alumni.id));
      const left = await app.ctx.db
        .select({ sessionId: mentorSessionReviews.sessionId })
        .from(mentorSessionReviews)
        .where(eq(mentorSessionReviews.alumniId, alumni.id));
      expect(left).toEqual([]);
      const othersLeft = await app.ctx.db
        .select({ sessionId: mentorSessionReviews.sessionId })
        .from(mentorSessionReviews)
        .where(eq(mentorSessionReviews.sessionId, other.pairs[0]!.sessionId));
      expect(othersLeft).toHaveLength(1);

      expect(statements.length).toBeGreaterThan(0);
      for (const statement of statements) {
        const plan = await planOf(statement);
        expect(plan, statement).not.toMatch(/Seq Scan/);
        expect(plan, statement).toMatch(/Index/);
      }
      // The student side, too.
      const studentSide = await statementsWithValues(() =>
        deleteReviewsOf(app.ctx.db, other.pairs[0]!.student.id),
      );
      for (const statement of studentSide) expect(await planOf(statement), statement).not.toMatch(/Seq Scan/);
    } finally {
      clock.set(SESSIONS_NOW);
    }
  });
});
