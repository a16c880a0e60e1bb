import { EXPERIENCE_LIMITS, type InterviewExperience } from '@mentorbridge/shared';
import { Calendar, Eye, Flag, Layers, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatDay, roundsLabel } from '../experience-format';
import { HelpfulButton } from './helpful-button';
import { DifficultyBadge, OutcomeBadge } from './outcome-badge';
import { QuestionPreview } from './question-preview';
import { SnippetText } from './snippet-text';

export const FORMER_MEMBER = 'Former member';

interface InterviewCardProps {
  experience: InterviewExperience;
  onViewDetails: (experience: InterviewExperience) => void;
  onReport: (experience: InterviewExperience) => void;
  onHelpfulError: (message: string) => void;
}

export function InterviewCard({ experience, onViewDetails, onReport, onHelpfulError }: InterviewCardProps) {
  const titleId = `interview-${experience._id}-title`;
  const previews = experience.questions.slice(0, EXPERIENCE_LIMITS.previewQuestions);
  const more = experience.questions.length - previews.length;
  const date = formatDay(experience.interviewDate) || formatDay(experience.createdAt);
  const company = experience.company;

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full w-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-semibold text-slate-900">
            {company}
          </h3>
          {experience.role ? <p className="text-sm font-medium text-slate-700">{experience.role}</p> : null}
        </div>
        <OutcomeBadge outcome={experience.outcome} />
      </div>

      <ul
        className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm text-slate-600"
        aria-label="Details"
      >
        {experience.difficulty ? (
          <li>
            <DifficultyBadge difficulty={experience.difficulty} />
          </li>
        ) : null}
        <li className="inline-flex items-center gap-1.5">
          <Layers className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          {roundsLabel(experience.rounds)}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <UserRound className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          {experience.alumni?.name ?? FORMER_MEMBER}
        </li>
        {date ? (
          <li className="inline-flex items-center gap-1.5">
            <Calendar className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            {date}
          </li>
        ) : null}
      </ul>

      {experience.snippet && experience.snippet.length > 0 ? (
        <blockquote className="mt-3 rounded-lg border-l-4 border-amber-300 bg-amber-50 px-3 py-2 text-sm text-slate-800">
          <span className="sr-only">Matching text: </span>
          <SnippetText parts={experience.snippet} />
        </blockquote>
      ) : null}

      {previews.length > 0 ? (
        <div className="mt-4">
          <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Questions asked</h4>
          <ul className="mt-2 space-y-2">
            {previews.map((question, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: questions have no id, and their order is stable.
              <QuestionPreview key={index} question={question} />
            ))}
          </ul>
          {more > 0 ? (
            <p className="mt-2 text-xs text-slate-600">
              +{more} more {more === 1 ? 'question' : 'questions'} in the details
            </p>
          ) : null}
        </div>
      ) : null}

      <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
        <HelpfulButton experience={experience} onError={onHelpfulError} />
        <Button size="sm" variant="secondary" onClick={() => onViewDetails(experience)}>
          <Eye className="size-4" aria-hidden="true" />
          View Details
          <span className="sr-only"> of the {company} experience</span>
        </Button>
        {experience.alumni ? (
          <Link
            to={paths.alumniPublicProfile(experience.alumni._id)}
            className={buttonClasses('ghost', 'sm')}
          >
            <UserRound className="size-4" aria-hidden="true" />
            View Profile
            <span className="sr-only"> of {experience.alumni.name}</span>
          </Link>
        ) : null}
        {experience.isMine ? null : (
          <Button size="sm" variant="ghost" className="text-slate-600" onClick={() => onReport(experience)}>
            <Flag className="size-4" aria-hidden="true" />
            Report
            <span className="sr-only"> the {company} experience</span>
          </Button>
        )}
      </div>
    </article>
  );
}
