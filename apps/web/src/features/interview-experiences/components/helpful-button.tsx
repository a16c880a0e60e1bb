import { EXPERIENCE_MESSAGES, type InterviewExperience } from '@mentorbridge/shared';
import { ThumbsUp } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { serverMessage } from '@/lib/failure-message';
import { useSession } from '@/lib/session';
import { useSetHelpful } from '../api/set-helpful';

interface HelpfulButtonProps {
  experience: InterviewExperience;
  onError: (message: string) => void;
}

export function HelpfulCount({ count }: { count: number }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-slate-700">
      <ThumbsUp className="size-4 text-slate-500" aria-hidden="true" />
      {count} found this helpful
    </span>
  );
}

/** Ignores presses while the call is in flight but stays focusable (aria-disabled), so focus stays. */
export function HelpfulButton({ experience, onError }: HelpfulButtonProps) {
  const session = useSession();
  const vote = useSetHelpful();
  if (experience.isMine) return <HelpfulCount count={experience.helpfulCount} />;

  const isPressed = experience.isHelpful;
  const press = () => {
    if (vote.isPending) return;
    if (!session) {
      onError(EXPERIENCE_MESSAGES.helpfulLogin);
      return;
    }
    vote.mutate(
      { id: experience._id, isHelpful: !isPressed },
      {
        onError: (error) => {
          const message = serverMessage(error);
          onError(`Error: ${message || EXPERIENCE_MESSAGES.helpfulFailed}`);
        },
      },
    );
  };

  return (
    <button
      type="button"
      onClick={press}
      aria-pressed={isPressed}
      aria-disabled={vote.isPending || undefined}
      title={isPressed ? 'You found this helpful. Press again to take your vote back.' : undefined}
      className={buttonClasses(
        isPressed ? 'primary' : 'secondary',
        'sm',
        vote.isPending ? 'cursor-progress' : '',
      )}
    >
      <ThumbsUp className={`size-4 ${isPressed ? 'fill-current' : ''}`} aria-hidden="true" />
      Helpful{' '}
      <span className="rounded-full bg-black/10 px-1.5 text-xs font-semibold tabular-nums">
        {experience.helpfulCount}
      </span>
      <span className="sr-only"> for {experience.company}</span>
    </button>
  );
}
