import { EXPERIENCE_LIMITS } from '@mentorbridge/shared';
import { Plus, Trash2 } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/field';

const L = EXPERIENCE_LIMITS;

interface NoteField {
  registration: UseFormRegisterReturn;
  error?: string;
  placeholder?: string;
}

interface ExperienceFormFieldsProps<Question extends { id: string }> {
  id: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  details: ReactNode;
  beforeQuestions?: ReactNode;
  questions: readonly Question[];
  renderQuestion: (question: Question, index: number) => ReactNode;
  onAddQuestion: () => void;
  onRemoveQuestion: (index: number) => void;
  questionsError?: string;
  expectations: NoteField;
  tips: NoteField;
}

/** A question can be removed only while more than one remains. */
export function ExperienceFormFields<Question extends { id: string }>({
  id,
  onSubmit,
  details,
  beforeQuestions,
  questions,
  renderQuestion,
  onAddQuestion,
  onRemoveQuestion,
  questionsError,
  expectations,
  tips,
}: ExperienceFormFieldsProps<Question>) {
  return (
    <form id={id} noValidate onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">{details}</div>
      {beforeQuestions}

      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">Questions</legend>
        {questions.map((question, index) => {
          const n = index + 1;
          return (
            <fieldset
              key={question.id}
              className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4"
            >
              <legend className="sr-only">Question {n}</legend>
              <div className="flex min-h-8 items-center justify-between gap-2">
                <p className="text-sm font-semibold text-slate-800" aria-hidden="true">
                  Question {n}
                </p>
                {questions.length > 1 ? (
                  <Button variant="ghost" size="sm" onClick={() => onRemoveQuestion(index)}>
                    <Trash2 className="size-4" aria-hidden="true" />
                    Remove<span className="sr-only"> question {n}</span>
                  </Button>
                ) : null}
              </div>
              {renderQuestion(question, index)}
            </fieldset>
          );
        })}
        {questionsError ? <p className="text-sm text-red-700">{questionsError}</p> : null}
        {questions.length < L.maxQuestions ? (
          <Button variant="secondary" size="sm" onClick={onAddQuestion}>
            <Plus className="size-4" aria-hidden="true" />
            Add Question
          </Button>
        ) : null}
      </fieldset>

      <TextArea
        label="Company expectations"
        rows={3}
        maxLength={L.notesMax}
        placeholder={expectations.placeholder}
        error={expectations.error}
        {...expectations.registration}
      />
      <TextArea
        label="Tips"
        rows={3}
        maxLength={L.notesMax}
        placeholder={tips.placeholder}
        error={tips.error}
        {...tips.registration}
      />
    </form>
  );
}
