import {
  EMAIL_MODE_LABELS,
  EMAIL_MODES,
  type EmailMode,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_LABELS,
  NOTIFICATION_MESSAGES,
  type NotificationCategory,
  type NotificationPreferences,
} from '@mentorbridge/shared';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useTimedBanner } from '@/hooks/use-timed-banner';
import { failureMessage } from '@/lib/failure-message';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useSaveNotificationPreferences } from '../api/save-notification-preferences';
import { NOTIFICATION_FAILURES } from '../notification-format';

export const IN_APP_NOTE =
  'In-app notifications are always on. Choose how e-mail follows each kind of notification.';

interface FormProps {
  saved: NotificationPreferences;
}

function PreferencesForm({ saved }: FormProps) {
  const [email, setEmail] = useState<Record<NotificationCategory, EmailMode>>(saved.email);
  const save = useSaveNotificationPreferences();
  const { banner, show } = useTimedBanner();
  const nameBase = useId();

  const submit = () =>
    save.mutate(
      { email },
      {
        onSuccess: () => show({ tone: 'success', text: NOTIFICATION_MESSAGES.preferencesSaved }),
        onError: (error) => show({ tone: 'error', text: failureMessage(error, NOTIFICATION_FAILURES.save) }),
      },
    );

  return (
    <form
      aria-label="E-mail preferences"
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {NOTIFICATION_CATEGORIES.map((category) => (
        <fieldset key={category} className="rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-medium text-slate-900">
            {NOTIFICATION_CATEGORY_LABELS[category]}
          </legend>
          <div className="mt-1 grid gap-2 sm:grid-cols-3">
            {EMAIL_MODES.map((mode) => (
              <label
                key={mode}
                className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-800 has-checked:border-indigo-300 has-checked:bg-indigo-50"
              >
                <input
                  type="radio"
                  name={`${nameBase}-${category}`}
                  value={mode}
                  checked={email[category] === mode}
                  onChange={() => setEmail((current) => ({ ...current, [category]: mode }))}
                  className="size-4 accent-indigo-600"
                />
                {EMAIL_MODE_LABELS[mode]}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" isLoading={save.isPending}>
          Save preferences
        </Button>
      </div>
      {banner ? (
        <Alert key={banner.id} tone={banner.tone}>
          {banner.text}
        </Alert>
      ) : null}
    </form>
  );
}

/** In-app is always on. */
export function NotificationPreferencesForm() {
  const preferences = useNotificationPreferences();
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{IN_APP_NOTE}</p>
      {preferences.isPending ? (
        <div className="flex justify-center py-6 text-indigo-600">
          <Spinner label="Loading preferences" className="size-5" />
        </div>
      ) : preferences.isError ? (
        <Alert tone="error">{failureMessage(preferences.error, NOTIFICATION_FAILURES.preferences)}</Alert>
      ) : (
        <PreferencesForm saved={preferences.data} />
      )}
    </div>
  );
}
