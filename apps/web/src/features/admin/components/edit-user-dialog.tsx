import { ADMIN_LIMITS, ADMIN_MESSAGES, type AdminUser, userStatusUpdatedMessage } from '@mentorbridge/shared';
import { ExternalLink } from 'lucide-react';
import { type RefObject, useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextArea } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { failureMessage } from '@/lib/failure-message';
import { useUpdateUserStatus } from '../api/update-user-status';
import { RoleBadge } from './role-badge';

interface EditUserDialogProps {
  user: AdminUser | null;
  onClose: () => void;
  onSaved: (message: string) => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

interface EditUserFormProps {
  user: AdminUser;
  formId: string;
  update: ReturnType<typeof useUpdateUserStatus>;
  onSaved: (message: string) => void;
  onUnchanged: () => void;
}

/** Mounted with each opening, so it starts afresh. */
function EditUserForm({ user, formId, update, onSaved, onUnchanged }: EditUserFormProps) {
  const statusName = useId();
  const [isActive, setActive] = useState(user.isActive);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <form
      id={formId}
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (update.isPending) return;
        if (isActive === user.isActive) {
          onUnchanged();
          return;
        }
        setFailure(null);
        update.mutate(
          { id: user._id, isActive, reason: reason.trim() || undefined },
          {
            onSuccess: (response) => onSaved(response?.message || userStatusUpdatedMessage(isActive)),
            onError: (error) => setFailure(failureMessage(error, ADMIN_MESSAGES.statusFailed)),
          },
        );
      }}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span className="break-all">{user.email}</span>
        <RoleBadge role={user.role} />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Status</legend>
        <div className="mt-2 flex gap-2">
          {([true, false] as const).map((value) => (
            <label
              key={String(value)}
              className="flex flex-1 cursor-pointer items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm has-checked:border-indigo-300 has-checked:bg-indigo-50"
            >
              <input
                type="radio"
                name={statusName}
                checked={isActive === value}
                onChange={() => setActive(value)}
                className="size-4 accent-indigo-600"
                data-autofocus={value === user.isActive ? true : undefined}
              />
              {value ? 'Active' : 'Inactive'}
            </label>
          ))}
        </div>
        {!isActive && user.isActive ? (
          <p className="mt-2 text-xs text-slate-600">
            They are signed out and cannot sign in until an admin makes the account active again.
          </p>
        ) : null}
      </fieldset>
      <TextArea
        label="Reason (optional)"
        rows={3}
        maxLength={ADMIN_LIMITS.reasonMax}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        hint={`Kept in the audit log. ${reason.length}/${ADMIN_LIMITS.reasonMax}`}
      />
      {user.role === 'alumni' ? (
        <Link
          to={paths.alumniPublicProfile(user._id)}
          className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 hover:underline"
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          Open {user.name}'s public profile
        </Link>
      ) : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </form>
  );
}

/** The contract lets an admin change a user's status (with a reason), not their name, e-mail or role. */
export function EditUserDialog({ user, onClose, onSaved, returnFocusRef }: EditUserDialogProps) {
  const formId = useId();
  const update = useUpdateUserStatus();
  return (
    <Dialog
      open={user !== null}
      onClose={onClose}
      isBusy={update.isPending}
      size="sm"
      title={user ? `Edit ${user.name}` : 'Edit user'}
      description="Change whether the account can be used."
      returnFocusRef={returnFocusRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save'}
          </Button>
        </>
      }
    >
      {user ? (
        <EditUserForm user={user} formId={formId} update={update} onSaved={onSaved} onUnchanged={onClose} />
      ) : null}
    </Dialog>
  );
}
