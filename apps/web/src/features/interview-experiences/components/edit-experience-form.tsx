import {
  ADD_QUESTION_TYPES,
  DIFFICULTIES,
  EDIT_QUESTION_TYPES,
  type EditExperienceForm as EditExperienceBody,
  EXPERIENCE_LIMITS,
  RESULTS,
} from '@mentorbridge/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField, TextArea, TextField } from '@/components/ui/field';
import type { SubmitGuard } from '@/hooks/use-submit-guard';
import { type EditFormValues, emptyEditQuestion } from '../experience-form-values';
import { CheckboxGroup } from './checkbox-group';

const L = EXPERIENCE_LIMITS;

interface EditExperienceFormProps {
  id: string;
  form: UseFormReturn<EditFormValues, unknown, EditExperienceBody>;
  onSubmit: (body: EditExperienceBody) => Promise<unknown>;
  guard: SubmitGuard;
}

/** The edit form's types, plus any type the question already carries from the add form ('Aptitude'). */
function typeOptions(current: readonly string[]): string[] {
  return [
    ...EDIT_QUESTION_TYPES,
    ...current.filter((type) => !(EDIT_QUESTION_TYPES as readonly string[]).includes(type)),
  ];
}

/**
 * The edit form (part 2 sections 3 and 5): company, role, date, difficulty, result, rounds 1 to 10 and the
 * questions, each with its answer, expected answer, round and types. A question can be removed only while
 * more than one remains.
 */
export function EditExperienceForm({ id, form, onSubmit, guard }: EditExperienceFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const questions = useFieldArray({ control, name: 'questions' });
  const roundsListId = useId();

  return (
    <form id={id} noValidate onSubmit={guard(handleSubmit(onSubmit))} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Company name"
          isRequired
          maxLength={L.companyMax}
          data-autofocus
          error={errors.companyName?.message}
          {...register('companyName')}
        />
        <TextField
          label="Role"
          isRequired
          maxLength={L.roleMax}
          error={errors.role?.message}
          {...register('role')}
        />
        <TextField
          label="Interview date"
          type="date"
          isRequired
          error={errors.interviewDate?.message}
          {...register('interviewDate')}
        />
        <TextField
          label="Rounds"
          type="number"
          inputMode="numeric"
          min={L.rounds.min}
          max={L.rounds.max}
          isRequired
          hint={`${L.rounds.min} to ${L.rounds.max}.`}
          error={errors.rounds?.message}
          {...register('rounds')}
        />
        <SelectField
          label="Difficulty"
          isRequired
          placeholder="Select difficulty"
          options={DIFFICULTIES}
          error={errors.difficulty?.message}
          {...register('difficulty')}
        />
        <SelectField
          label="Result"
          isRequired
          placeholder="Select result"
          options={RESULTS}
          error={errors.result?.message}
          {...register('result')}
        />
      </div>

      <datalist id={roundsListId}>
        {ADD_QUESTION_TYPES.map((type) => (
          <option key={type} value={type} />
        ))}
      </datalist>

      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">Questions</legend>
        {questions.fields.map((field, index) => {
          const n = index + 1;
          const fieldErrors = errors.questions?.[index];
          return (
            <fieldset
              key={field.id}
              className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4"
            >
              <legend className="sr-only">Question {n}</legend>
              <div className="flex min-h-8 items-center justify-between gap-2">
                <p className="text-sm font-semibold text-slate-800" aria-hidden="true">
                  Question {n}
                </p>
                {questions.fields.length > 1 ? (
                  <Button variant="ghost" size="sm" onClick={() => questions.remove(index)}>
                    <Trash2 className="size-4" aria-hidden="true" />
                    Remove<span className="sr-only"> question {n}</span>
                  </Button>
                ) : null}
              </div>
              <TextArea
                label="Question text"
                isRequired
                rows={2}
                maxLength={L.questionMax}
                error={fieldErrors?.question?.message}
                {...register(`questions.${index}.question`)}
              />
              <TextArea
                label="Answer"
                isRequired
                rows={3}
                maxLength={L.answerMax}
                error={fieldErrors?.answer?.message}
                {...register(`questions.${index}.answer`)}
              />
              <TextArea
                label="Expected answer (optional)"
                rows={2}
                maxLength={L.answerMax}
                error={fieldErrors?.expectedAnswer?.message}
                {...register(`questions.${index}.expectedAnswer`)}
              />
              <TextField
                label="Round"
                list={roundsListId}
                maxLength={L.roundMax}
                placeholder="e.g. Technical or 2"
                wrapperClassName="sm:max-w-xs"
                error={fieldErrors?.round?.message}
                {...register(`questions.${index}.round`)}
              />
              <CheckboxGroup
                legend="Question types"
                isRequired
                options={typeOptions(field.types)}
                registration={register(`questions.${index}.types`)}
                error={fieldErrors?.types?.message}
              />
            </fieldset>
          );
        })}
        {errors.questions?.message ? (
          <p className="text-sm text-red-700">{errors.questions.message}</p>
        ) : null}
        {questions.fields.length < L.maxQuestions ? (
          <Button variant="secondary" size="sm" onClick={() => questions.append(emptyEditQuestion())}>
            <Plus className="size-4" aria-hidden="true" />
            Add Question
          </Button>
        ) : null}
      </fieldset>

      <TextArea
        label="Company expectations"
        rows={3}
        maxLength={L.notesMax}
        error={errors.companyExpectations?.message}
        {...register('companyExpectations')}
      />
      <TextArea
        label="Tips"
        rows={3}
        maxLength={L.notesMax}
        error={errors.tips?.message}
        {...register('tips')}
      />
    </form>
  );
}
