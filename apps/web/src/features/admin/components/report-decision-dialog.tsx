import { ADMIN_LIMITS, ADMIN_MESSAGES, type ReportDecision, type ReportedItem } from '@mentorbridge/shared';
import { type RefObject, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/field';
import { failureMessage } from '@/lib/failure-message';
import { useDecideReport } from '../api/decide-report';

export const DECISION_FAILED = 'Failed to update the report. Please try again.';

export interface PendingDecision {
  item: ReportedItem;
  decision: ReportDecision;
}

interface ReportDecisionDialogProps {
  pending: PendingDecision | null;
  onClose: () => void;
  onDone: (message: string) => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

export const itemName = (item: ReportedItem) => item.targetLabel ?? 'this item';

function prompt({ item, decision }: PendingDecision) {
  const name = `"${itemName(item)}"`;
  if (decision === 'approve') {
    return {
      title: 'Approve report',
      text: `Dismiss the reports of ${name}? The content stays as it is.`,
      confirm: 'Approve',
    };
  }
  if (item.kind === 'profile') {
    return {
      title: 'Remove profile',
      text: `Deactivate the account of ${name}? They are signed out and hidden until an admin reactivates them.`,
      confirm: 'Remove',
    };
  }
  return {
    title: 'Remove content',
    text: `Remove ${name}? This action cannot be undone.`,
    confirm: 'Remove',
  };
}

export function ReportDecisionDialog({
  pending,
  onClose,
  onDone,
  returnFocusRef,
}: ReportDecisionDialogProps) {
  const decide = useDecideReport();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [seen, setSeen] = useState(pending);
  if (seen !== pending) {
    setSeen(pending);
    setReason('');
    setFailure(null);
  }
  const copy = pending ? prompt(pending) : null;

  const confirm = () => {
    if (!pending || decide.isPending) return;
    setFailure(null);
    decide.mutate(
      { id: pending.item._id, decision: pending.decision, reason: reason.trim() || undefined },
      {
        onSuccess: (response) =>
          onDone(
            response?.message ||
              (pending.decision === 'approve'
                ? ADMIN_MESSAGES.reportDismissed
                : ADMIN_MESSAGES.contentRemoved),
          ),
        onError: (error) => setFailure(failureMessage(error, DECISION_FAILED)),
      },
    );
  };

  return (
    <Dialog
      open={pending !== null}
      onClose={onClose}
      isBusy={decide.isPending}
      returnFocusRef={returnFocusRef}
      size="sm"
      title={copy?.title ?? ''}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={decide.isPending} data-autofocus>
            Cancel
          </Button>
          <Button
            variant={pending?.decision === 'remove' ? 'danger' : 'primary'}
            onClick={confirm}
            isLoading={decide.isPending}
          >
            {decide.isPending ? 'Saving…' : copy?.confirm}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <p className="text-sm text-slate-700">{copy?.text}</p>
        <TextArea
          label="Reason (optional)"
          rows={3}
          maxLength={ADMIN_LIMITS.reasonMax}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          hint="Kept in the audit log."
        />
        {failure ? <Alert tone="error">{failure}</Alert> : null}
      </div>
    </Dialog>
  );
}
