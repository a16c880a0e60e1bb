import type { StoredQuestion } from '@mentorbridge/shared';
import { roundOf } from '../experience-format';

export function QuestionPreview({ question }: { question: StoredQuestion }) {
  return (
    <li className="flex flex-col gap-1 rounded-lg bg-slate-50 px-3 py-2 sm:flex-row sm:items-start sm:gap-2">
      <span className="w-fit shrink-0 rounded bg-indigo-100 px-1.5 py-0.5 text-xs font-medium text-indigo-800">
        {roundOf(question)}
      </span>
      <span className="line-clamp-2 text-sm text-slate-800">{question.question}</span>
    </li>
  );
}
