/** The server's Google sign-in entry: a full-page navigation, not a fetch (it ends in a redirect chain). */
export const GOOGLE_SIGN_IN_URL = '/api/auth/google';

/** Leaves the app for Google; the server brings the browser back to /auth/google/success or /login?error=. */
export function startGoogleSignIn(): void {
  window.location.assign(GOOGLE_SIGN_IN_URL);
}
