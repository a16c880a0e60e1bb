import { NAME_HINT } from '../wizard-steps';

/** One wizard per page, so a fixed id is unique. */
export const NAME_HINT_ID = 'profile-name-hint';

/** Above the name fields and described by both: they become the account name shown everywhere. */
export function NameHint() {
  return (
    <p id={NAME_HINT_ID} className="text-sm text-slate-600 sm:col-span-2">
      {NAME_HINT}
    </p>
  );
}
