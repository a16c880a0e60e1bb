import {
  ADD_QUESTION_TYPES,
  type AddExperienceForm as AddExperienceBody,
  DIFFICULTIES,
  EXPERIENCE_LIMITS,
  RESULTS,
} from '@mentorbridge/shared';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { SelectField, TextArea, TextField } from '@/components/ui/field';
import type { SubmitGuard } from '@/hooks/use-submit-guard';
import { type AddFormValues, emptyAddQuestion } from '../experience-form-values';
import { CheckboxGroup } from './checkbox-group';
import { ExperienceFormFields } from './experience-form-fields';

const L = EXPERIENCE_LIMITS;

interface AddExperienceFormProps {
  id: string;
  form: UseFormReturn<AddFormValues, unknown, AddExperienceBody>;
  onSubmit: (body: AddExperienceBody) => Promise<unknown>;
  guard: SubmitGuard;
}

/** Role, date, difficulty and result may be given now or later in the edit form. */
export function AddExperienceForm({ id, form, onSubmit, guard }: AddExperienceFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const questions = useFieldArray({ control, name: 'questions' });

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
        </>
      }
      beforeQuestions={
        <CheckboxGroup
          legend="Question types"
          options={ADD_QUESTION_TYPES}
          registration={register('questionTypes')}
          error={errors.questionTypes?.message}
        />
      }
      questions={questions.fields}
      onAddQuestion={() => questions.append(emptyAddQuestion())}
      onRemoveQuestion={questions.remove}
      questionsError={errors.questions?.message}
      renderQuestion={(_, index) => {
        const fieldErrors = errors.questions?.[index];
        return (
          <>
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
          </>
        );
      }}
      expectations={{
        registration: register('companyExpectations'),
        error: errors.companyExpectations?.message,
        placeholder: 'What the interviewers looked for',
      }}
      tips={{
        registration: register('tips'),
        error: errors.tips?.message,
        placeholder: 'Advice for students preparing for this company',
      }}
    />
  );
}
