import { INSIGHT_LIMITS } from '@mentorbridge/shared';
import { keyedTexts, splitOverflow } from '../insight-format';

/** The hidden ones are still read to screen readers. */
export function RoleTags({
  roles,
  max = INSIGHT_LIMITS.cardRoles,
}: {
  roles: readonly string[];
  max?: number;
}) {
  if (roles.length === 0) return null;
  const { shown, hidden } = splitOverflow(roles, max);
  const rest = roles.slice(max).join(', ');
  return (
    <ul aria-label="Roles offered" className="flex flex-wrap gap-1.5">
      {keyedTexts(shown).map(({ key, text }) => (
        <li key={key} className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-medium text-indigo-800">
          {text}
        </li>
      ))}
      {hidden > 0 ? (
        <li
          className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700"
          title={rest}
        >
          <span aria-hidden="true">+{hidden}</span>
          <span className="sr-only">{`and ${hidden} more: ${rest}`}</span>
        </li>
      ) : null}
    </ul>
  );
}
