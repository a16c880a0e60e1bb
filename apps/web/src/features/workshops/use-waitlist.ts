import { WAITLIST_MESSAGES } from '@mentorbridge/shared';
import { useState } from 'react';
import { failureMessage } from '@/lib/failure-message';
import { useAcceptSeat } from './api/accept-seat';
import { useDeclineSeat } from './api/decline-seat';
import { useJoinWaitlist } from './api/join-waitlist';
import { useLeaveWaitlist } from './api/leave-waitlist';
import type { WaitlistAction, WaitlistWorkshop } from './components/waitlist-controls';

const FAILED = {
  join: WAITLIST_MESSAGES.joinFailed,
  leave: WAITLIST_MESSAGES.leaveFailed,
  accept: WAITLIST_MESSAGES.acceptFailed,
  decline: WAITLIST_MESSAGES.declineFailed,
} as const;

export function useWaitlist(tell: (tone: 'success' | 'error', text: string) => void) {
  const join = useJoinWaitlist();
  const leave = useLeaveWaitlist();
  const accept = useAcceptSeat();
  const decline = useDeclineSeat();
  const [pending, setPending] = useState<{ id: string; action: WaitlistAction } | null>(null);
  const mutations = { join, leave, accept, decline } as const;

  const run = (action: WaitlistAction, workshop: WaitlistWorkshop) => {
    if (pending) return;
    setPending({ id: workshop._id, action });
    mutations[action]
      .mutateAsync(workshop._id)
      .then((result) => tell('success', result.message))
      .catch((error: unknown) => tell('error', failureMessage(error, FAILED[action])))
      .finally(() => setPending(null));
  };
  return {
    run,
    pendingOn: (workshopId: string) => (pending?.id === workshopId ? pending.action : null),
  };
}
