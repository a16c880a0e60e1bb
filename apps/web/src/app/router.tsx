import { type ComponentType, lazy } from 'react';
import { matchRoutes, Navigate, type RouteObject, useParams, useRoutes } from 'react-router';
import { paths, routePatterns } from '@/config/paths';
import { RequireRole } from './guards';
import { RootLayout } from './layouts/root-layout';

type PageModule = { default: ComponentType };

/** `eager`: fetched before every first render; the others only for a prerendered page (`preloadRoute`). */
const preloads = new Map<unknown, { fetch: () => Promise<unknown>; eager: boolean }>();

/**
 * Once fetched, the lazy component gets a thenable that resolves synchronously, so React renders the
 * page at once instead of committing the Suspense fallback (a layout shift). The prerender relies on
 * it: renderToString cannot wait.
 */
function preloadable(load: () => Promise<PageModule>, eager: boolean) {
  let loaded: PageModule | undefined;
  const fetchModule = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const Page = lazy(() =>
    loaded
      ? ({
          // biome-ignore lint/suspicious/noThenProperty: React.lazy reads a thenable; one that calls back at once makes the component ready now.
          then: (resolve: (module: PageModule) => void) => resolve(loaded!),
        } as unknown as Promise<PageModule>)
      : fetchModule(),
  );
  const element = <Page />;
  preloads.set(element, { fetch: fetchModule, eager });
  return element;
}

/**
 * Chunks load on first render, not preloaded: painting the shell first is sooner. A prerendered
 * visit has painted already, so it waits instead of showing the spinner.
 */
function page(load: () => Promise<PageModule>) {
  return preloadable(async () => {
    // The prerender provides its own QueryClient: lib/query-client listens to storage events,
    // and the build runs in Node.
    if (import.meta.env.SSR) return load();
    const [{ default: Content }, { QueryScope }] = await Promise.all([load(), import('@/lib/query-client')]);
    return {
      default: () => (
        <QueryScope>
          <Content />
        </QueryScope>
      ),
    };
  }, false);
}

/** Pages a signed-out visitor lands on first, preloaded before the first render. */
function staticPage(load: () => Promise<PageModule>) {
  return preloadable(load, true);
}

function AlumniProfileAlias() {
  const { id = '' } = useParams();
  return <Navigate to={paths.alumniPublicProfile(id)} replace />;
}

const publicRoutes: RouteObject[] = [
  { index: true, element: staticPage(() => import('./pages/home-page')) },
  { path: paths.about, element: staticPage(() => import('./pages/about-page')) },
  { path: paths.faq, element: staticPage(() => import('./pages/faq-page')) },
  { path: paths.contact, element: page(() => import('./pages/contact-page')) },
  { path: paths.terms, element: staticPage(() => import('./pages/terms-page')) },
  { path: paths.privacy, element: staticPage(() => import('./pages/privacy-page')) },
  { path: paths.login, element: page(() => import('./pages/login-page')) },
  { path: paths.register, element: page(() => import('./pages/register-page')) },
  { path: paths.registerGoogle, element: page(() => import('./pages/register-google-page')) },
  { path: paths.verifyEmail, element: page(() => import('./pages/verify-email-page')) },
  { path: paths.forgotPassword, element: page(() => import('./pages/forgot-password-page')) },
  { path: paths.googleSuccess, element: page(() => import('./pages/google-success-page')) },
  { path: paths.qa, element: <Navigate to={paths.resources} replace /> },
  { path: routePatterns.alumniProfileAlias, element: <AlumniProfileAlias /> },
  { path: paths.devMailbox, element: page(() => import('./pages/dev-mailbox-page')) },
];

const guardedRoutes: RouteObject[] = [
  {
    element: <RequireRole allow={['student']} />,
    children: [
      { path: paths.completeProfile, element: page(() => import('./pages/complete-profile-page')) },
      { path: paths.studentDashboard, element: page(() => import('./pages/student-dashboard-page')) },
      { path: paths.findMentor, element: page(() => import('./pages/find-mentor-page')) },
      { path: paths.studentProfile, element: page(() => import('./pages/student-profile-page')) },
      { path: routePatterns.bookSession, element: page(() => import('./pages/book-session-page')) },
    ],
  },
  {
    element: <RequireRole allow={['alumni']} />,
    children: [
      {
        path: paths.completeAlumniProfile,
        element: page(() => import('./pages/complete-alumni-profile-page')),
      },
      { path: paths.alumniDashboard, element: page(() => import('./pages/alumni-dashboard-page')) },
      { path: paths.alumniProfile, element: page(() => import('./pages/alumni-profile-page')) },
      { path: paths.mentorAvailability, element: page(() => import('./pages/availability-page')) },
    ],
  },
  {
    element: <RequireRole allow={['admin']} />,
    children: [{ path: paths.adminDashboard, element: page(() => import('./pages/admin-dashboard-page')) }],
  },
  {
    element: <RequireRole allow={['student', 'admin']} />,
    children: [{ path: paths.interviews, element: page(() => import('./pages/interviews-page')) }],
  },
  {
    element: <RequireRole allow={['student', 'alumni']} />,
    children: [{ path: paths.mySessions, element: page(() => import('./pages/my-sessions-page')) }],
  },
  {
    element: <RequireRole allow={['alumni', 'admin']} />,
    children: [
      { path: paths.mentorshipDashboard, element: page(() => import('./pages/mentorship-dashboard-page')) },
    ],
  },
  {
    element: <RequireRole />,
    children: [
      { path: paths.companyInsights, element: page(() => import('./pages/company-insights-page')) },
      { path: paths.adminResources, element: page(() => import('./pages/admin-resources-page')) },
      {
        path: paths.companyInsightsCreate,
        element: page(() => import('./pages/company-insights-create-page')),
      },
      {
        path: routePatterns.companyInsightsEdit,
        element: page(() => import('./pages/company-insights-edit-page')),
      },
      { path: paths.mentorship, element: page(() => import('./pages/mentorship-page')) },
      { path: paths.resources, element: page(() => import('./pages/resources-page')) },
      { path: paths.leaderboard, element: page(() => import('./pages/leaderboard-page')) },
      { path: paths.notifications, element: page(() => import('./pages/notifications-page')) },
      { path: routePatterns.mentorshipSpace, element: page(() => import('./pages/mentorship-space-page')) },
      {
        path: routePatterns.alumniPublicProfile,
        element: page(() => import('./pages/alumni-public-profile-page')),
      },
    ],
  },
];

/**
 * Declarative mode (<BrowserRouter> + useRoutes): the data router adds about 17 KB gzip to every
 * page, against a 100 KB budget for '/'.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      ...publicRoutes,
      ...guardedRoutes,
      { path: '*', element: staticPage(() => import('./pages/not-found-page')) },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * main.tsx awaits it so the first paint is the page, not the spinner. `withPages` also fetches
 * `page` routes (for prerendered pages and the prerender).
 */
export async function preloadRoute(pathname: string, { withPages = false } = {}): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map((match) => {
      const preload = preloads.get(match.route.element);
      if (!preload || !(preload.eager || withPages)) return undefined;
      return preload.fetch().catch(() => undefined);
    }),
  );
}
