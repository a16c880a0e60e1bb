import {
  ADD_QUESTION_TYPES,
  DIFFICULTIES,
  EDIT_QUESTION_TYPES,
  type EditExperienceForm as EditExperienceBody,
  EXPERIENCE_LIMITS,
  RESULTS,
} from '@mentorbridge/shared';
import { useId } from 'react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { SelectField, TextArea, TextField } from '@/components/ui/field';
import type { SubmitGuard } from '@/hooks/use-submit-guard';
import { type EditFormValues, emptyEditQuestion } from '../experience-form-values';
import { CheckboxGroup } from './checkbox-group';
import { ExperienceFormFields } from './experience-form-fields';

const L = EXPERIENCE_LIMITS;

interface EditExperienceFormProps {
  id: string;
  form: UseFormReturn<EditFormValues, unknown, EditExperienceBody>;
  onSubmit: (body: EditExperienceBody) => Promise<unknown>;
  guard: SubmitGuard;
}

/** Plus any type the question already carries from the add form ('Aptitude'). */
function typeOptions(current: readonly string[]): string[] {
  return [
    ...EDIT_QUESTION_TYPES,
    ...current.filter((type) => !(EDIT_QUESTION_TYPES as readonly string[]).includes(type)),
  ];
}

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
    <ExperienceFormFields
      id={id}
      onSubmit={guard(handleSubmit(onSubmit))}
      details={
        <>
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
        </>
      }
      beforeQuestions={
        <datalist id={roundsListId}>
          {ADD_QUESTION_TYPES.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
      }
      questions={questions.fields}
      onAddQuestion={() => questions.append(emptyEditQuestion())}
      onRemoveQuestion={questions.remove}
      questionsError={errors.questions?.message}
      renderQuestion={(question, index) => {
        const fieldErrors = errors.questions?.[index];
        return (
          <>
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
              options={typeOptions(question.types)}
              registration={register(`questions.${index}.types`)}
              error={fieldErrors?.types?.message}
            />
          </>
        );
      }}
      expectations={{
        registration: register('companyExpectations'),
        error: errors.companyExpectations?.message,
      }}
      tips={{ registration: register('tips'), error: errors.tips?.message }}
    />
  );
}
