import { Check, HeartHandshake } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { usePendingMentorIds } from '../hooks/use-pending-mentor-ids';
import { RequestMentorshipDialog } from './request-mentorship-dialog';

export function RequestMentorshipAction({ mentor }: { mentor: { _id: string; name: string } }) {
  const pending = usePendingMentorIds();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const sentRef = useRef<HTMLButtonElement>(null);
  const isSent = sent || pending.has(mentor._id);

  return (
    <>
      {isSent ? (
        <Button ref={sentRef} variant="secondary" disabled aria-describedby={`alumni-${mentor._id}`}>
          <Check className="size-4" aria-hidden="true" />
          Request Sent
        </Button>
      ) : (
        <Button onClick={() => setOpen(true)} aria-describedby={`alumni-${mentor._id}`}>
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
