import {
  ADD_QUESTION_TYPES,
  type AddExperienceForm as AddExperienceBody,
  DIFFICULTIES,
  EXPERIENCE_LIMITS,
  RESULTS,
} from '@mentorbridge/shared';
import { Plus, Trash2 } from 'lucide-react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField, TextArea, TextField } from '@/components/ui/field';
import type { SubmitGuard } from '@/hooks/use-submit-guard';
import { type AddFormValues, emptyAddQuestion } from '../experience-form-values';
import { CheckboxGroup } from './checkbox-group';

const L = EXPERIENCE_LIMITS;

interface AddExperienceFormProps {
  id: string;
  form: UseFormReturn<AddFormValues, unknown, AddExperienceBody>;
  onSubmit: (body: AddExperienceBody) => Promise<unknown>;
  guard: SubmitGuard;
}

/**
 * The add form (part 2 sections 3 and 5): company, rounds, question types, questions with the candidate's
 * and the expected answer and the round, company expectations and tips; role, date, difficulty and result
 * may be given now or later in the edit form.
 */
export function AddExperienceForm({ id, form, onSubmit, guard }: AddExperienceFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const questions = useFieldArray({ control, name: 'questions' });

  return (
    <form id={id} noValidate onSubmit={guard(handleSubmit(onSubmit))} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Company name"
          isRequired
          maxLength={L.companyMax}
          data-autofocus
          autoComplete="organization"
          error={errors.companyName?.message}
          {...register('companyName')}
        />
        <TextField
          label="Role (optional)"
          maxLength={L.roleMax}
          error={errors.role?.message}
          {...register('role')}
        />
        <TextField
          label="Interview date (optional)"
          type="date"
          error={errors.interviewDate?.message}
          {...register('interviewDate')}
        />
        <TextField
          label="Interview rounds"
          type="number"
          inputMode="numeric"
          min={L.rounds.min}
          max={L.rounds.max}
          isRequired
          error={errors.interviewRounds?.message}
          {...register('interviewRounds')}
        />
        <SelectField
          label="Difficulty (optional)"
          placeholder="Not specified"
          options={DIFFICULTIES}
          error={errors.difficulty?.message}
          {...register('difficulty')}
        />
        <SelectField
          label="Result (optional)"
          placeholder="Not specified"
          options={RESULTS}
          error={errors.result?.message}
          {...register('result')}
        />
      </div>

      <CheckboxGroup
        legend="Question types"
        options={ADD_QUESTION_TYPES}
        registration={register('questionTypes')}
        error={errors.questionTypes?.message}
      />

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
                rows={2}
                maxLength={L.questionMax}
                isRequired={index === 0}
                error={fieldErrors?.questionText?.message}
                {...register(`questions.${index}.questionText`)}
              />
              <TextArea
                label="Your answer"
                rows={3}
                maxLength={L.answerMax}
                error={fieldErrors?.studentAnswer?.message}
                {...register(`questions.${index}.studentAnswer`)}
              />
              <TextArea
                label="Expected answer"
                rows={3}
                maxLength={L.answerMax}
                error={fieldErrors?.expectedAnswer?.message}
                {...register(`questions.${index}.expectedAnswer`)}
              />
              <SelectField
                label="Round type"
                options={ADD_QUESTION_TYPES}
                wrapperClassName="sm:max-w-xs"
                error={fieldErrors?.roundType?.message}
                {...register(`questions.${index}.roundType`)}
              />
            </fieldset>
          );
        })}
        {errors.questions?.message ? (
          <p className="text-sm text-red-700">{errors.questions.message}</p>
        ) : null}
        {questions.fields.length < L.maxQuestions ? (
          <Button variant="secondary" size="sm" onClick={() => questions.append(emptyAddQuestion())}>
            <Plus className="size-4" aria-hidden="true" />
            Add Question
          </Button>
        ) : null}
      </fieldset>

      <TextArea
        label="Company expectations"
        rows={3}
        maxLength={L.notesMax}
        placeholder="What the interviewers looked for"
        error={errors.companyExpectations?.message}
        {...register('companyExpectations')}
      />
      <TextArea
        label="Tips"
        rows={3}
        maxLength={L.notesMax}
        placeholder="Advice for students preparing for this company"
        error={errors.tips?.message}
        {...register('tips')}
      />
    </form>
  );
}
