import { EXPERIENCE_MESSAGES, type MyExperience } from '@mentorbridge/shared';
import { FilePlus2, Plus, RefreshCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useTimedBanner } from '@/hooks/use-timed-banner';
import { failureMessage } from '@/lib/failure-message';
import { useDeleteExperience } from '../api/delete-experience';
import { useMyExperiences } from '../api/get-my-experiences';
import { AddExperienceDialog } from './add-experience-dialog';
import { EditExperienceDialog } from './edit-experience-dialog';
import { MyExperienceCard } from './my-experience-card';

type OpenDialog = { kind: 'add' } | { kind: 'edit' | 'delete'; id: string } | null;

export function MyExperiencesTab() {
  const experiences = useMyExperiences();
  const remove = useDeleteExperience();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const { banner, show } = useTimedBanner();
  const announcement = useRef<HTMLDivElement>(null);
  // The card that opened a dialog may be gone (deleted); focus then goes to the outcome.
  const focusAfterClose = useRef<HTMLElement | null>(null);

  const list = experiences.data ?? [];
  const current =
    dialog && dialog.kind !== 'add' ? (list.find((item) => item._id === dialog.id) ?? null) : null;

  const finish = (tone: 'success' | 'error', text: string) => {
    focusAfterClose.current = announcement.current;
    show({ tone, text });
    setDialog(null);
  };
  const open = (next: OpenDialog) => {
    focusAfterClose.current = null;
    remove.reset();
    setDialog(next);
  };
  const confirmDelete = () =>
    current &&
    remove.mutate(current._id, {
      onSuccess: (result) => finish('success', result.message || EXPERIENCE_MESSAGES.deleted),
      onError: (error) => finish('error', failureMessage(error, EXPERIENCE_MESSAGES.deleteFailed)),
    });

  return (
    <section aria-labelledby="my-experiences-title" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-experiences-title" className="text-xl font-semibold text-slate-900">
          Interview Experiences
        </h2>
        <Button onClick={() => open({ kind: 'add' })}>
          <Plus className="size-4" aria-hidden="true" />
          Add New Experience
        </Button>
      </div>

      <div ref={announcement} tabIndex={-1} className="outline-none">
        {banner ? <Alert tone={banner.tone}>{banner.text}</Alert> : null}
      </div>

      {experiences.isPending ? (
        <div className="flex justify-center py-16 text-indigo-700">
          <Spinner label="Loading your interview experiences…" className="size-8" />
        </div>
      ) : experiences.isError && list.length === 0 ? (
        <Alert tone="error" title={failureMessage(experiences.error, EXPERIENCE_MESSAGES.loadFailed)}>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void experiences.refetch()}>
            <RefreshCw className="size-4" aria-hidden="true" />
            Try again
          </Button>
        </Alert>
      ) : list.length === 0 ? (
        <EmptyState
          icon={<FilePlus2 className="size-10" aria-hidden="true" />}
          title={EXPERIENCE_MESSAGES.empty}
          text="Share the rounds and questions of an interview you took. Students read them before theirs."
        />
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {list.map((experience) => (
            <li key={experience._id} className="flex *:w-full">
              <MyExperienceCard
                experience={experience}
                onEdit={(item: MyExperience) => open({ kind: 'edit', id: item._id })}
                onDelete={(item: MyExperience) => open({ kind: 'delete', id: item._id })}
              />
            </li>
          ))}
        </ul>
      )}

      <AddExperienceDialog
        open={dialog?.kind === 'add'}
        onClose={() => setDialog(null)}
        onAdded={(message) => finish('success', message)}
      />
      <EditExperienceDialog
        experience={dialog?.kind === 'edit' ? current : null}
        onClose={() => setDialog(null)}
        onSaved={(message) => finish('success', message)}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete' && current !== null}
        title="Delete interview experience"
        message={EXPERIENCE_MESSAGES.deleteConfirm}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        tone="danger"
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDialog(null)}
        returnFocusRef={focusAfterClose}
      />
    </section>
  );
}
