import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AddGoal,
  addGoalSchema,
  MENTORSHIP_SPACE_LIMITS as L,
  MENTORSHIP_SPACE_MESSAGES as M,
  type MentorshipGoal,
} from '@mentorbridge/shared';
import { ListChecks, Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useSubmitGuard } from '@/hooks/use-submit-guard';
import { failureMessage } from '@/lib/failure-message';
import { useAddGoal } from '../api/add-goal';
import { useRemoveGoal } from '../api/remove-goal';
import { useUpdateGoal } from '../api/update-goal';

interface GoalsChecklistProps {
  mentorshipId: string;
  goals: MentorshipGoal[];
  canEdit: boolean;
}

function AddGoalForm({ mentorshipId, isFull }: { mentorshipId: string; isFull: boolean }) {
  const add = useAddGoal(mentorshipId);
  const { guard, isSubmitting } = useSubmitGuard();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AddGoal>({ resolver: zodResolver(addGoalSchema), defaultValues: { text: '' } });
  const submit = (body: AddGoal) =>
    add.mutateAsync(body, { onSuccess: () => reset() }).catch(() => undefined);
  return (
    <form noValidate onSubmit={guard(handleSubmit(submit))} className="mt-4 space-y-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <TextField
          label="New goal"
          placeholder="e.g. Mock interview for an SDE role"
          maxLength={L.goalTextMax}
          wrapperClassName="min-w-0 flex-1"
          disabled={isFull}
          hint={isFull ? M.tooManyGoals : undefined}
          error={errors.text?.message}
          {...register('text')}
        />
        <Button type="submit" className="sm:mt-6" isLoading={add.isPending} disabled={isFull || isSubmitting}>
          {add.isPending ? null : <Plus className="size-4" aria-hidden="true" />}
          Add goal
        </Button>
      </div>
      {add.isError ? <Alert tone="error">{failureMessage(add.error, M.goalAddFailed)}</Alert> : null}
    </form>
  );
}

/** Checkboxes and buttons are native, so Tab, Space and Enter work as everywhere else. */
export function GoalsChecklist({ mentorshipId, goals, canEdit }: GoalsChecklistProps) {
  const titleId = useId();
  const idBase = useId();
  const update = useUpdateGoal(mentorshipId);
  const remove = useRemoveGoal(mentorshipId);
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const done = goals.filter((goal) => goal.isDone).length;
  // Until the list is read again, a ticked box shows what was asked.
  const ticking = update.isPending ? update.variables : undefined;

  const toggle = (goal: MentorshipGoal, isDone: boolean) => {
    if (ticking?.goalId === goal._id) return;
    setFailure(null);
    update.mutate(
      { goalId: goal._id, body: { done: isDone } },
      { onError: (error) => setFailure(failureMessage(error, M.goalUpdateFailed)) },
    );
  };
  const removeGoal = (goal: MentorshipGoal) => {
    setFailure(null);
    remove.mutate(goal._id, {
      // The removed row and its button are gone: focus goes back to the list's heading.
      onSuccess: () => heading.current?.focus(),
      onError: (error) => setFailure(failureMessage(error, M.goalRemoveFailed)),
    });
  };

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2
          id={titleId}
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 outline-none"
        >
          Goals
        </h2>
        {goals.length > 0 ? (
          <p className="text-sm text-slate-600">
            {done} of {goals.length} done
          </p>
        ) : null}
      </div>
      {goals.length === 0 ? (
        <div className="mt-3 flex items-center gap-3 rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          <ListChecks className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
          <p>{canEdit ? M.noGoals : 'No goals were set.'}</p>
        </div>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {goals.map((goal) => {
            const checkboxId = `${idBase}-${goal._id}`;
            const isChecked = ticking?.goalId === goal._id ? ticking.body.done === true : goal.isDone;
            return (
              <li key={goal._id} className="flex items-start gap-3 py-2">
                <input
                  id={checkboxId}
                  type="checkbox"
                  checked={isChecked}
                  disabled={!canEdit}
                  aria-busy={ticking?.goalId === goal._id || undefined}
                  onChange={(event) => toggle(goal, event.target.checked)}
                  className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                />
                <label
                  htmlFor={checkboxId}
                  className={`min-w-0 flex-1 break-words text-sm ${isChecked ? 'text-slate-500 line-through' : 'text-slate-900'}`}
                >
                  {goal.text}
                </label>
                {canEdit ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => removeGoal(goal)}
                    isLoading={remove.isPending && remove.variables === goal._id}
                    disabled={remove.isPending}
                    aria-label={`Remove goal: ${goal.text}`}
                  >
                    {remove.isPending && remove.variables === goal._id ? null : (
                      <Trash2 className="size-4" aria-hidden="true" />
                    )}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {failure ? (
        <Alert tone="error" className="mt-3">
          {failure}
        </Alert>
      ) : null}
      {canEdit ? <AddGoalForm mentorshipId={mentorshipId} isFull={goals.length >= L.goalsMax} /> : null}
    </section>
  );
}
