import { Check, HeartHandshake } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { usePendingMentorIds } from '../hooks/use-pending-mentor-ids';
import { RequestMentorshipDialog } from './request-mentorship-dialog';

interface RequestMentorshipActionProps {
  mentor: { _id: string; name: string };
  /** The id of the heading naming the mentor; the directory card's by default. */
  describedBy?: string;
}

export function RequestMentorshipAction({ mentor, describedBy }: RequestMentorshipActionProps) {
  const pending = usePendingMentorIds();
  const describedById = describedBy ?? `alumni-${mentor._id}`;
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const sentRef = useRef<HTMLButtonElement>(null);
  const isSent = sent || pending.has(mentor._id);

  return (
    <>
      {isSent ? (
        <Button ref={sentRef} variant="secondary" disabled aria-describedby={describedById}>
          <Check className="size-4" aria-hidden="true" />
          Request Sent
        </Button>
      ) : (
        <Button onClick={() => setOpen(true)} aria-describedby={describedById}>
          <HeartHandshake className="size-4" aria-hidden="true" />
          Request Mentorship
        </Button>
      )}
      <RequestMentorshipDialog
        mentor={mentor}
        open={open}
        onClose={() => setOpen(false)}
        onSent={() => setSent(true)}
        returnFocusRef={sentRef}
      />
    </>
  );
}
