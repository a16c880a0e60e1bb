import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatInstant,
  MENTORSHIP_SPACE_LIMITS as L,
  MENTORSHIP_SPACE_MESSAGES as M,
  type SaveSessionNotes,
  type SaveSessionNotesBody,
  type SessionNotes,
  saveSessionNotesSchema,
} from '@mentorbridge/shared';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/field';
import { useSubmitGuard } from '@/hooks/use-submit-guard';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import { failureMessage } from '@/lib/failure-message';
import { useSaveSessionNotes } from '../api/save-session-notes';

export type NotesWriter = 'student' | 'alumni';

interface SessionNotesEditorProps {
  mentorshipId: string;
  sessionId: string;
  notes: SessionNotes;
  writer: NotesWriter;
  /** The name of the other one of the pair, for "Last written by". */
  otherName: string;
  /** Names the fields, so each session's are told apart ("Private notes, 9 Mar"). */
  sessionLabel: string;
}

type Values = { privateNote?: string; sharedNote: string };

const valuesOf = (notes: SessionNotes, writer: NotesWriter): Values =>
  writer === 'student'
    ? { privateNote: notes.privateNote ?? '', sharedNote: notes.sharedNote ?? '' }
    : { sharedNote: notes.sharedNote ?? '' };

/** "Last written by you on …"; `nameOf` names the side that is not the reader's. */
export function sharedNoteAuthor(
  notes: SessionNotes,
  reader: NotesWriter | null,
  nameOf: (side: NotesWriter) => string,
): string | null {
  if (!notes.sharedNoteBy || !notes.sharedNoteUpdatedAt) return null;
  const who = notes.sharedNoteBy === reader ? 'you' : nameOf(notes.sharedNoteBy);
  return `Last written by ${who} on ${formatInstant(notes.sharedNoteUpdatedAt)}`;
}

/** Only the fields changed since the last save are sent, so the other side's shared edit is not undone. */
export function SessionNotesEditor({
  mentorshipId,
  sessionId,
  notes,
  writer,
  otherName,
  sessionLabel,
}: SessionNotesEditorProps) {
  const save = useSaveSessionNotes(mentorshipId);
  const { guard, isSubmitting } = useSubmitGuard();
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty, dirtyFields },
  } = useForm({
    resolver: zodResolver(saveSessionNotesSchema),
    // What the other side saved meanwhile shows up in the fields this form has not changed.
    values: valuesOf(notes, writer),
    resetOptions: { keepDirtyValues: true },
  });
  const leaveGuard = useUnsavedChangesGuard(isDirty);
  const author = sharedNoteAuthor(notes, writer, () => otherName);

  const submit = (values: SaveSessionNotes) => {
    const body: SaveSessionNotesBody = {
      ...(dirtyFields.privateNote ? { privateNote: values.privateNote } : {}),
      ...(dirtyFields.sharedNote ? { sharedNote: values.sharedNote } : {}),
    };
    setSavedAt(null);
    return save
      .mutateAsync(
        { sessionId, body },
        {
          onSuccess: (result) => {
            reset(valuesOf(result.data, writer));
            setSavedAt(Date.now());
          },
        },
      )
      .catch(() => undefined);
  };

  return (
    <form noValidate onSubmit={guard(handleSubmit(submit))} className="space-y-3">
      {writer === 'student' ? (
        <TextArea
          label="Private notes"
          aria-label={`Private notes, ${sessionLabel}`}
          rows={3}
          maxLength={L.noteMax}
          hint="Only you can see these."
          error={errors.privateNote?.message}
          {...register('privateNote')}
        />
      ) : null}
      <TextArea
        label={writer === 'student' ? 'Shared with your mentor' : 'Shared notes'}
        aria-label={`${writer === 'student' ? 'Shared with your mentor' : 'Shared notes'}, ${sessionLabel}`}
        rows={3}
        maxLength={L.noteMax}
        hint={
          author ?? (writer === 'student' ? 'Your mentor sees these too.' : 'The student sees these too.')
        }
        error={errors.sharedNote?.message}
        {...register('sharedNote')}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          isLoading={save.isPending}
          disabled={!isDirty || isSubmitting}
        >
          {save.isPending ? null : <Save className="size-4" aria-hidden="true" />}
          Save notes
        </Button>
        {savedAt && !isDirty ? (
          <p role="status" className="text-sm text-green-700">
            {M.notesSaved}
          </p>
        ) : null}
      </div>
      {save.isError ? <Alert tone="error">{failureMessage(save.error, M.notesSaveFailed)}</Alert> : null}
      {leaveGuard.dialog}
    </form>
  );
}
