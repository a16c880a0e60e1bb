import {
  REPORT_LIMITS,
  REPORT_MESSAGES,
  REPORT_REASONS,
  type ReportInput,
  reportSchema,
} from '@mentorbridge/shared';
import { Flag } from 'lucide-react';
import { type RefObject, useId, useState } from 'react';
import { useSubmitGuard } from '@/hooks/use-submit-guard';
import { failureMessage } from '@/lib/failure-message';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';
import { TextArea } from './field';

export interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
  /** As it reads after 'Report': 'this interview experience', 'Acme Corp'. */
  itemLabel: string;
  /** A rejection (409 already reported, 403 own content) shows the server's sentence in the dialog. */
  onSubmit: (input: ReportInput) => Promise<unknown>;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

interface ReportFormProps {
  id: string;
  onSubmit: ReportDialogProps['onSubmit'];
  onSent: () => void;
  guard: ReturnType<typeof useSubmitGuard>['guard'];
}

/** Mounted with each opening, so it starts afresh. */
function ReportForm({ id, onSubmit, onSent, guard }: ReportFormProps) {
  const reasonName = useId();
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; details?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const max = REPORT_LIMITS.detailsMax;

  return (
    <form
      id={id}
      noValidate
      className="space-y-4"
      onSubmit={guard(async (event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const parsed = reportSchema.safeParse({ reason: reason || undefined, details });
        if (!parsed.success) {
          const next: typeof errors = {};
          for (const issue of parsed.error.issues) {
            const key = issue.path[0];
            if ((key === 'reason' || key === 'details') && !next[key]) next[key] = issue.message;
          }
          setErrors(next);
          form.querySelector<HTMLElement>(next.reason ? 'input[type="radio"]' : 'textarea')?.focus();
          return;
        }
        setErrors({});
        setFailure(null);
        try {
          await onSubmit(parsed.data);
          onSent();
        } catch (error) {
          setFailure(failureMessage(error, REPORT_MESSAGES.failed));
        }
      })}
    >
      <fieldset
        aria-describedby={errors.reason ? `${reasonName}-error` : undefined}
        aria-invalid={errors.reason ? true : undefined}
      >
        <legend className="text-sm font-medium text-slate-800">
          Reason
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        </legend>
        <div className="mt-2 space-y-1">
          {REPORT_REASONS.map((option, index) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50 has-checked:bg-indigo-50"
            >
              <input
                type="radio"
                name={reasonName}
                value={option}
                checked={reason === option}
                onChange={() => {
                  setReason(option);
                  setErrors((current) => ({ ...current, reason: undefined }));
                }}
                className="size-4 shrink-0 accent-indigo-600"
                data-autofocus={index === 0 ? true : undefined}
              />
              {option}
            </label>
          ))}
        </div>
        {errors.reason ? (
          <p id={`${reasonName}-error`} className="mt-1 text-sm text-red-700">
            {errors.reason}
          </p>
        ) : null}
      </fieldset>
      <TextArea
        label="Details (optional)"
        rows={4}
        maxLength={max}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
        placeholder="What is wrong with it? Anything that helps our team check it."
        hint={`${details.length}/${max}`}
        error={errors.details}
      />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </form>
  );
}

export function ReportDialog({ open, onClose, itemLabel, onSubmit, returnFocusRef }: ReportDialogProps) {
  const formId = useId();
  const [isSent, setSent] = useState(false);
  const { guard, isSubmitting } = useSubmitGuard();
  // A caller may close it without onClose; the next opening starts with the form again.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setSent(false);
  }

  const close = () => {
    if (isSubmitting) return;
    setSent(false);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      isBusy={isSubmitting}
      size="sm"
      returnFocusRef={returnFocusRef}
      title={`Report ${itemLabel}`}
      description={isSent ? undefined : 'Tell us what is wrong. Our team reviews every report.'}
      footer={
        isSent ? (
          // The key keeps React from reusing the Cancel button's element, which would skip autoFocus.
          <Button key="report-sent-close" onClick={close} autoFocus>
            Close
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" form={formId} variant="danger" isLoading={isSubmitting}>
              {isSubmitting ? null : <Flag className="size-4" aria-hidden="true" />}
              {isSubmitting ? 'Sending…' : 'Send report'}
            </Button>
          </>
        )
      }
    >
      {isSent ? (
        <Alert tone="success">{REPORT_MESSAGES.sent}</Alert>
      ) : (
        <ReportForm id={formId} onSubmit={onSubmit} onSent={() => setSent(true)} guard={guard} />
      )}
    </Dialog>
  );
}
