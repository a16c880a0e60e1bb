import type { InterviewExperience } from '@mentorbridge/shared';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useInterview } from '../api/get-interview';
import { formatDay, groupByRound, roundsLabel } from '../experience-format';
import { FORMER_MEMBER } from './interview-card';
import { DifficultyBadge, OutcomeBadge } from './outcome-badge';

interface ExperienceDetailsDialogProps {
  experience: InterviewExperience | null;
  onClose: () => void;
}

function Answer({ label, text }: { label: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <div className="mt-2">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</p>
      <p className="mt-0.5 text-sm whitespace-pre-line text-slate-800">{text}</p>
    </div>
  );
}

function Notes({ title, text }: { title: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <section className="rounded-xl bg-slate-50 p-4">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{text}</p>
    </section>
  );
}

function DetailsBody({ experience }: { experience: InterviewExperience }) {
  const groups = groupByRound(experience.questions);
  const date = formatDay(experience.interviewDate);
  return (
    // Focusable so keyboard users can scroll a long account with no controls in it
    // (axe scrollable-region-focusable).
    <section
      aria-label="Questions, answers and tips"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      className="space-y-5 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-slate-700">
        <OutcomeBadge outcome={experience.outcome} />
        <DifficultyBadge difficulty={experience.difficulty} />
        <span>{roundsLabel(experience.rounds)}</span>
        {date ? <span>Interviewed {date}</span> : null}
        <span>Shared by {experience.alumni?.name ?? FORMER_MEMBER}</span>
      </div>

      {groups.length === 0 ? (
        <p className="text-sm text-slate-600">No questions were shared for this interview.</p>
      ) : (
        groups.map((group) => (
          <section key={group.round} aria-label={`${group.round} questions`}>
            <h3 className="border-b border-slate-200 pb-1 font-semibold text-indigo-800">
              {group.round}
              <span className="ml-2 text-sm font-normal text-slate-600">
                ({group.questions.length} {group.questions.length === 1 ? 'question' : 'questions'})
              </span>
            </h3>
            <ol className="mt-3 space-y-4">
              {group.questions.map(({ question, number }) => (
                <li key={number} className="rounded-lg border border-slate-200 p-3">
                  <p className="text-sm font-medium whitespace-pre-line text-slate-900">
                    <span className="text-slate-500">Q{number}. </span>
                    {question.question}
                  </p>
                  <Answer label="My answer" text={question.myAnswer} />
                  <Answer label="Expected answer" text={question.expectedAnswer} />
                </li>
              ))}
            </ol>
          </section>
        ))
      )}

      <Notes title="Company expectations" text={experience.companyExpectations} />
      <Notes title="Tips" text={experience.tips} />
    </section>
  );
}

export function ExperienceDetailsDialog({ experience, onClose }: ExperienceDetailsDialogProps) {
  const detail = useInterview(experience?._id ?? null, experience ?? undefined);
  // The card's copy until the server's arrives (or if reloading it fails).
  const shown = detail.data ?? experience;
  return (
    <Dialog
      open={experience !== null}
      onClose={onClose}
      size="lg"
      title={shown ? `${shown.company} interview experience` : ''}
      description={shown?.role ?? undefined}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {shown ? <DetailsBody experience={shown} /> : null}
    </Dialog>
  );
}
