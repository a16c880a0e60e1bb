/** A full-page navigation, not a fetch: it ends in a redirect chain. */
export const GOOGLE_SIGN_IN_URL = '/api/auth/google';

export function startGoogleSignIn(): void {
  window.location.assign(GOOGLE_SIGN_IN_URL);
}
