import { RESOURCE_LIMITS, RESOURCE_MESSAGES, verifyResourceSchema } from '@mentorbridge/shared';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/field';

const REFUSE_REASON_REQUIRED = RESOURCE_MESSAGES.refuseReasonRequired;

interface RefuseResourceDialogProps {
  title: string | null;
  isPending: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

function RefuseForm({ id, onConfirm }: { id: string; onConfirm: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const max = RESOURCE_LIMITS.reasonMax;
  return (
    <form
      id={id}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const fail = (message: string) => {
          setError(message);
          event.currentTarget.querySelector('textarea')?.focus();
        };
        const parsed = verifyResourceSchema.safeParse({ isVerified: false, reason });
        if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? REFUSE_REASON_REQUIRED);
        if (!parsed.data.reason) return fail(REFUSE_REASON_REQUIRED);
        onConfirm(parsed.data.reason);
      }}
    >
      <TextArea
        label="Reason for the uploader"
        isRequired
        rows={4}
        maxLength={max}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
        placeholder="For example: the file is a scan that cannot be read; please upload a clearer copy."
        hint={`${reason.length}/${max}`}
        error={error}
        data-autofocus
      />
    </form>
  );
}

/** The uploader is told why. */
export function RefuseResourceDialog({
  title,
  isPending,
  error,
  onConfirm,
  onCancel,
}: RefuseResourceDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open={title !== null}
      onClose={onCancel}
      isBusy={isPending}
      size="sm"
      title="Refuse resource"
      description={
        title
          ? `Refuse "${title}"? It stays hidden from students and the uploader gets your reason.`
          : undefined
      }
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="danger" isLoading={isPending}>
            {isPending ? 'Refusing…' : 'Refuse resource'}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <RefuseForm id={formId} onConfirm={onConfirm} />
        {error ? <Alert tone="error">{error}</Alert> : null}
      </div>
    </Dialog>
  );
}
