import { PROFILE_MESSAGES, TIMERS } from '@mentorbridge/shared';
import { Camera, Trash2 } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useTimedBanner } from '@/hooks/use-timed-banner';
import { failureMessage } from '@/lib/failure-message';
import { useDeleteAvatar } from '../api/delete-avatar';
import { useUploadAvatar } from '../api/upload-avatar';
import { checkAvatarFile, type ProfileVariant } from '../avatar-file';

interface AvatarEditorProps {
  name: string;
  avatar: string | null;
  variant: ProfileVariant;
}

/** The file is checked here first; the upload shows its percentage. */
export function AvatarEditor({ name, avatar, variant }: AvatarEditorProps) {
  const [progress, setProgress] = useState(0);
  const [isConfirming, setConfirming] = useState(false);
  const [isDeleted, setDeleted] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadButton = useRef<HTMLButtonElement>(null);
  const progressLabelId = useId();
  const upload = useUploadAvatar(setProgress);
  const remove = useDeleteAvatar();
  const {
    banner: message,
    show,
    clear,
  } = useTimedBanner(TIMERS.successClear, variant === 'alumni' ? TIMERS.errorClear : null);
  const isBusy = upload.isPending || remove.isPending;

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clearing the input lets the same file be chosen again after an error.
    event.target.value = '';
    if (!file) return;
    const problem = checkAvatarFile(file, variant);
    if (problem) {
      show({ tone: 'error', text: problem });
      return;
    }
    setProgress(0);
    clear();
    upload.mutate(file, {
      onSuccess: () => show({ tone: 'success', text: PROFILE_MESSAGES.avatarUploaded }),
      onError: (error) =>
        show({ tone: 'error', text: failureMessage(error, PROFILE_MESSAGES.avatarUploadFailed) }),
    });
  };

  const onDeleteConfirmed = () => {
    remove.mutate(undefined, {
      onSuccess: () => {
        setDeleted(true);
        setConfirming(false);
        show({ tone: 'success', text: PROFILE_MESSAGES.avatarDeleted });
      },
      onError: (error) => {
        setConfirming(false);
        show({ tone: 'error', text: failureMessage(error, PROFILE_MESSAGES.avatarDeleteFailed) });
      },
    });
  };

  return (
    <div className="flex flex-col items-center gap-3">
      {/* UserAvatar sizes its initial with text-sm; `!` scales the letter to this larger circle. */}
      <UserAvatar name={name} src={avatar} className="size-28 text-4xl! shadow-md ring-4 ring-white" />
      <input
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg"
        aria-label="Choose a profile picture"
        tabIndex={-1}
        className="sr-only"
        onChange={onFileChosen}
      />
      <div className="flex flex-wrap justify-center gap-2">
        <Button
          ref={uploadButton}
          size="sm"
          variant="secondary"
          isLoading={upload.isPending}
          // Not disabled while deleting: the modal dialog covers it then, and focus returns here after.
          onClick={() => fileInput.current?.click()}
        >
          {upload.isPending ? null : <Camera className="size-4" aria-hidden="true" />}
          {upload.isPending ? 'Uploading…' : avatar ? 'Change photo' : 'Upload photo'}
        </Button>
        {avatar ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={isBusy}
            onClick={() => {
              setDeleted(false);
              setConfirming(true);
            }}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Delete photo
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-slate-600">PNG or JPG, up to 3 MB.</p>
      {upload.isPending ? (
        <div className="w-full max-w-48">
          <p id={progressLabelId} className="mb-1 text-center text-xs text-slate-700">
            Uploading… {progress}%
          </p>
          <div
            role="progressbar"
            aria-labelledby={progressLabelId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-1.5 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full bg-indigo-600 transition-all" style={{ width: `${progress}%` }} />
          </div>
        </div>
      ) : null}
      {message ? (
        <Alert tone={message.tone} className="w-full max-w-xs">
          {message.text}
        </Alert>
      ) : null}
      <Dialog
        open={isConfirming}
        onClose={() => setConfirming(false)}
        title="Delete profile picture"
        description={PROFILE_MESSAGES.avatarDeleteConfirm}
        size="sm"
        isBusy={remove.isPending}
        // Once deleted, the Delete button that opened the dialog is gone: focus the upload button instead.
        returnFocusRef={isDeleted ? uploadButton : undefined}
        footer={
          <>
            <Button
              variant="secondary"
              onClick={() => setConfirming(false)}
              disabled={remove.isPending}
              data-autofocus
            >
              Cancel
            </Button>
            <Button variant="danger" onClick={onDeleteConfirmed} isLoading={remove.isPending}>
              {remove.isPending ? 'Deleting…' : 'Delete'}
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">
          Your initial will show instead until you upload a new picture.
        </p>
      </Dialog>
    </div>
  );
}
