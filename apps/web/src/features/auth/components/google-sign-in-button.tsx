import { AUTH_MESSAGES } from '@mentorbridge/shared';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAuthProviders } from '../api/get-auth-providers';
import { startGoogleSignIn } from '../api/start-google-sign-in';

/** Google's "G" mark, drawn inline (the server's CSP allows no image sources but its own). */
function GoogleMark() {
  return (
    <svg className="size-4" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#FFC107"
        d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 13 4 4 13 4 24s9 20 20 20 20-9 20-20c0-1.3-.1-2.6-.4-3.9z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.1H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z"
      />
    </svg>
  );
}

/**
 * Sign in (or up) with Google. Without Google configuration on the server the button is disabled and
 * says why, instead of sending the user into a failing redirect (server-rules, Google sign-in).
 */
export function GoogleSignInButton({ label }: { label: string }) {
  const providers = useAuthProviders();
  const [isLeaving, setLeaving] = useState(false);
  const noteId = useId();
  const isUnavailable = providers.data?.google === false;

  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        className="w-full"
        disabled={isUnavailable}
        isLoading={isLeaving}
        aria-describedby={isUnavailable ? noteId : undefined}
        onClick={() => {
          setLeaving(true);
          startGoogleSignIn();
        }}
      >
        {isLeaving ? null : <GoogleMark />}
        {label}
      </Button>
      {isUnavailable ? (
        <p id={noteId} className="text-center text-xs text-slate-600">
          {AUTH_MESSAGES.googleNotConfigured}
        </p>
      ) : null}
    </div>
  );
}
