import { EXPERIENCE_LIMITS, type MyExperience } from '@mentorbridge/shared';
import { ChevronDown, ChevronUp, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatDay, roundOf, roundsLabel } from '../experience-format';
import { HelpfulCount } from './helpful-button';
import { DifficultyBadge, OutcomeBadge } from './outcome-badge';

interface MyExperienceCardProps {
  experience: MyExperience;
  onEdit: (experience: MyExperience) => void;
  onDelete: (experience: MyExperience) => void;
}

export function MyExperienceCard({ experience, onEdit, onDelete }: MyExperienceCardProps) {
  const [isExpanded, setExpanded] = useState(false);
  const listId = useId();
  const titleId = `my-experience-${experience._id}-title`;
  const hidden = Math.max(0, experience.questions.length - EXPERIENCE_LIMITS.previewQuestions);
  const shown = isExpanded
    ? experience.questions
    : experience.questions.slice(0, EXPERIENCE_LIMITS.previewQuestions);
  const interviewed = formatDay(experience.interviewDate);

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-semibold text-slate-900">
            {experience.company}
          </h3>
          {experience.role ? <p className="text-sm font-medium text-slate-700">{experience.role}</p> : null}
        </div>
        <OutcomeBadge outcome={experience.outcome} />
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <DifficultyBadge difficulty={experience.difficulty} />
        <span>{roundsLabel(experience.rounds)}</span>
        {interviewed ? <span>Interviewed {interviewed}</span> : null}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        <span>Posted on {formatDay(experience.postedAt)}</span>
        <HelpfulCount count={experience.helpfulCount} />
      </div>

      {experience.questions.length > 0 ? (
        <ol id={listId} className="mt-4 space-y-2" aria-label="Questions">
          {shown.map((question, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: questions have no id, and their order is stable.
            <li key={index} className="rounded-lg bg-slate-50 px-3 py-2">
              <p className="text-xs font-medium text-indigo-800">
                Q{index + 1} · {roundOf(question)}
              </p>
              <p className="mt-0.5 text-sm whitespace-pre-line text-slate-900">{question.question}</p>
              {question.myAnswer ? (
                <p className="mt-1 text-sm whitespace-pre-line text-slate-600">{question.myAnswer}</p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-sm text-slate-600">No questions yet. Edit the experience to add them.</p>
      )}
      {hidden > 0 ? (
        <Button
          variant="ghost"
          size="sm"
          className="mt-2 self-start text-indigo-700"
          aria-expanded={isExpanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {isExpanded ? (
            <ChevronUp className="size-4" aria-hidden="true" />
          ) : (
            <ChevronDown className="size-4" aria-hidden="true" />
          )}
          {isExpanded ? 'Show Less' : `Show ${hidden} More ${hidden === 1 ? 'Question' : 'Questions'}`}
        </Button>
      ) : null}

      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Button variant="secondary" size="sm" onClick={() => onEdit(experience)}>
          <Pencil className="size-4" aria-hidden="true" />
          Edit<span className="sr-only"> the {experience.company} experience</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50"
          onClick={() => onDelete(experience)}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Delete<span className="sr-only"> the {experience.company} experience</span>
        </Button>
      </div>
    </article>
  );
}
