import { noShowWindowEnd } from '@mentorbridge/shared';
import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/database';
import type { SeedStep } from '../../platform/module';
import { findUserByEmail } from '../../platform/users/users.repository';
import { awardPoints } from '../leaderboard/leaderboard.module';
import { completionSource } from './completion.service';
import { findAcceptedMentorship, insertSession } from './mentor-sessions.repository';
import { addRating, insertReview } from './reviews.repository';

const DAY = 24 * 60 * 60 * 1000;
const SESSION_MS = 45 * 60 * 1000;

interface PastSession {
  daysAgo: number;
  review?: { rating: number; text: string };
}

/** Sneha's sessions from her (since archived) mentorship with Ananya, each rated: enough to show an average. */
const SNEHA_WITH_ANANYA: PastSession[] = [
  {
    daysAgo: 18,
    review: { rating: 5, text: 'Ananya helped me weigh a master’s against a job offer with real numbers.' },
  },
  {
    daysAgo: 15,
    review: { rating: 4, text: 'Useful mock interview; I wish we had had more time for system design.' },
  },
  { daysAgo: 12, review: { rating: 5, text: 'Clear, kind and practical. My resume is much sharper now.' } },
];

/** Arjun's first session with Rahul, yesterday: completed and not rated yet. */
const ARJUN_WITH_RAHUL: PastSession[] = [{ daysAgo: 1 }];

async function seedPair(
  tx: Executor,
  ctx: AppContext,
  emails: { student: string; alumni: string },
  sessions: PastSession[],
) {
  const studentId = (await findUserByEmail(tx, emails.student))!.id;
  const alumniId = (await findUserByEmail(tx, emails.alumni))!.id;
  const mentorship = (await findAcceptedMentorship(tx, studentId, alumniId))!;
  const now = ctx.clock.now();
  for (const past of sessions) {
    // 13:30 UTC is 19:00 in India, an evening slot.
    const day = new Date(now.getTime() - past.daysAgo * DAY);
    const start = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 13, 30));
    const end = new Date(start.getTime() + SESSION_MS);
    const reviewedAt = past.review ? new Date(end.getTime() + 2 * 60 * 60 * 1000) : null;
    // Paid as the rules pay: at the review, else when the no-show window closed (not yet, for yesterday's).
    const windowEnd = new Date(noShowWindowEnd(end));
    const paidAt = reviewedAt ?? (windowEnd.getTime() <= now.getTime() ? windowEnd : null);
    const session = await insertSession(tx, {
      mentorshipId: mentorship.id,
      studentId,
      alumniId,
      startsAt: start,
      endsAt: end,
      timeZone: ctx.config.PLATFORM_TIME_ZONE,
      status: 'completed',
      completedAt: end,
      paidAt,
      createdAt: new Date(start.getTime() - 2 * DAY),
      updatedAt: end,
    });
    if (paidAt) await awardPoints(ctx, tx, alumniId, completionSource(session.id), paidAt);
    if (!past.review || !reviewedAt) continue;
    await insertReview(tx, {
      sessionId: session.id,
      studentId,
      alumniId,
      rating: past.review.rating,
      review: past.review.text,
      createdAt: reviewedAt,
      updatedAt: reviewedAt,
    });
    await addRating(tx, alumniId, past.review.rating);
  }
}

export const mentorSessionsSeed: SeedStep = {
  name: 'mentor-sessions',
  async run(tx, ctx) {
    await seedPair(
      tx,
      ctx,
      { student: 'sneha.patel@mentorbridge.demo', alumni: 'ananya.iyer@mentorbridge.demo' },
      SNEHA_WITH_ANANYA,
    );
    await seedPair(
      tx,
      ctx,
      { student: 'arjun.mehta@mentorbridge.demo', alumni: 'rahul.verma@mentorbridge.demo' },
      ARJUN_WITH_RAHUL,
    );
    return [
      `${SNEHA_WITH_ANANYA.length + ARJUN_WITH_RAHUL.length} completed sessions, ${SNEHA_WITH_ANANYA.length} of them reviewed (Arjun’s with Rahul awaits his rating)`,
    ];
  },
};
