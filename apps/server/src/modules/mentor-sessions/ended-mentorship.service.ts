import type { AppContext } from '../../platform/context';
import type { Executor } from '../../platform/db/database';
import { cancelUpcomingOfMentorship } from './ended-mentorship.repository';
import type { Side } from './mentor-sessions.mails';
import { tellPair } from './mentor-sessions.service';

/**
 * In the transaction that ends the mentorship: its upcoming sessions are cancelled with the closing note as
 * the reason, and each pair is told as for a cancel (mail, notification, METHOD:CANCEL invitation). No
 * cut-off applies: the mentorship itself is over. The caller wakes the mailer after commit.
 */
export async function cancelUpcomingSessionsOf(
  ctx: AppContext,
  tx: Executor,
  mentorshipId: string,
  change: { actor: Side; reason: string; now: Date },
): Promise<number> {
  const ids = await cancelUpcomingOfMentorship(tx, mentorshipId, {
    reason: change.reason,
    side: change.actor,
    now: change.now,
  });
  for (const id of ids) {
    await tellPair(
      ctx,
      tx,
      id,
      { kind: 'cancelled', actor: change.actor, reason: change.reason },
      change.now,
    );
  }
  return ids.length;
}
