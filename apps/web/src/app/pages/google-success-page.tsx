import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSessionForToken } from '@/features/auth/api/get-auth-profile';
import { loginErrorPath, postAuthPath } from '@/features/auth/post-auth-path';
import { useQueryParams } from '@/hooks/use-query-params';
import { setSession } from '@/lib/session';
import { PageContainer } from '../layouts/page-container';

/** Failures go back to /login with an error code the login page explains. */
export default function GoogleSuccessPage() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const searchParams = useQueryParams();
  // Read once: the address bar loses the query on the first effect below.
  const [{ token, error }] = useState(() => ({
    token: searchParams.get('token') || null,
    error: searchParams.get('error') || null,
  }));
  const failure = error ?? (token ? null : 'invalid_token');
  const signIn = useSessionForToken(failure ? null : token);

  // The token must not stay in the address bar, the history or a copied link.
  useEffect(() => {
    if (search) navigate(pathname, { replace: true });
  }, [search, pathname, navigate]);

  useEffect(() => {
    if (failure) {
      navigate(loginErrorPath(failure), { replace: true });
    } else if (signIn.isError) {
      navigate(loginErrorPath('profile_fetch_failed'), { replace: true });
    } else if (signIn.data) {
      setSession(signIn.data);
      navigate(postAuthPath(signIn.data), { replace: true });
    }
  }, [failure, signIn.isError, signIn.data, navigate]);

  return (
    <PageContainer className="flex flex-col items-center gap-4 py-16 text-center">
      <title>Signing you in · MentorBridge</title>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Signing you in</h1>
      {/* Not the UI kit's Spinner: importing that entry-chunk module from here splits React's JSX runtime
          out of the entry chunk (a rolldown chunk-merging quirk), which grows the JS for '/'. */}
      <LoaderCircle className="size-8 animate-spin text-indigo-600" aria-hidden="true" />
      <p role="status" className="text-slate-600">
        Signing you in with Google…
      </p>
    </PageContainer>
  );
}
