import { type ComponentType, lazy } from 'react';
import { matchRoutes, Navigate, type RouteObject, useParams, useRoutes } from 'react-router';
import { paths, routePatterns } from '@/config/paths';
import { RequireRole } from './guards';
import { RootLayout } from './layouts/root-layout';

type PageModule = { default: ComponentType };

/**
 * What each route's element needs loaded before it can render without suspending. `eager`: fetched before
 * every first render; the others only when the server sent the page prerendered (`preloadRoute`).
 */
const preloads = new Map<unknown, { fetch: () => Promise<unknown>; eager: boolean }>();

/**
 * A lazy page whose chunk can be fetched before its first render (`preloadRoute`). Once fetched, the lazy
 * component is handed a thenable that resolves synchronously, so React renders the page at once instead
 * of committing the Suspense fallback first (which made the footer jump: a layout shift on every first
 * visit). The build's prerender (src/prerender.tsx) relies on the same: renderToString cannot wait.
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
 * A page with server state: its chunk and TanStack Query's load in parallel, fetched the first time the
 * route renders (RootLayout holds the Suspense). Not preloaded on a plain visit: its chunks (forms, zod
 * schemas, the query client) are heavy enough that painting the shell first makes the first paint sooner.
 * A prerendered visit (/login, /register, /contact) has painted already, so it waits for them instead of
 * replacing the page with the loading spinner.
 */
function page(load: () => Promise<PageModule>) {
  return preloadable(async () => {
    // The prerender provides its own QueryClient above the routes: lib/query-client, as it loads, listens to
    // the browser's storage events, and the build runs in Node.
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

/**
 * A page without server state (no TanStack Query): the pages a signed-out visitor lands on first, light
 * and tall, preloaded before the first render (`preloadRoute`).
 */
function staticPage(load: () => Promise<PageModule>) {
  return preloadable(load, true);
}

/** /alumni-profile/{id} (part 2 section 2.5's View Profile) opens the public profile at /alumni/{id}. */
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

/** Role-guarded routes, grouped by who may enter (part 1 section 2, part 2 section 2). */
const guardedRoutes: RouteObject[] = [
  {
    element: <RequireRole allow={['student']} />,
    children: [
      { path: paths.completeProfile, element: page(() => import('./pages/complete-profile-page')) },
      { path: paths.studentDashboard, element: page(() => import('./pages/student-dashboard-page')) },
      { path: paths.findMentor, element: page(() => import('./pages/find-mentor-page')) },
      { path: paths.studentProfile, element: page(() => import('./pages/student-profile-page')) },
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
    element: <RequireRole allow={['alumni', 'admin']} />,
    children: [
      { path: paths.mentorshipDashboard, element: page(() => import('./pages/mentorship-dashboard-page')) },
    ],
  },
  {
    element: <RequireRole />,
    children: [
      { path: paths.companyInsights, element: page(() => import('./pages/company-insights-page')) },
      // Admins only, but the page itself tells other roles so (part 2 section 2.10).
      { path: paths.adminResources, element: page(() => import('./pages/admin-resources-page')) },
      // Alumni and admins only, but the pages themselves tell a student so (part 2 section 2.6).
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
      {
        path: routePatterns.alumniPublicProfile,
        element: page(() => import('./pages/alumni-public-profile-page')),
      },
    ],
  },
];

/**
 * The whole route tree. The app mounts it in declarative mode (<BrowserRouter> + useRoutes): the data
 * router would add about 17 KB gzip to every page for loaders and actions we do not use, and the JS budget
 * for '/' is 100 KB. Tests mount the same tree with createMemoryRouter.
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

/** Renders the page for the current location; place inside a router. */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Fetches the chunks of the pages `pathname` renders. main.tsx awaits it before the first render, so a
 * visitor's first paint is the page itself, not the loading spinner with the footer under it; a failed
 * fetch is left to the page's own render (its error boundary). `withPages` fetches the chunks of `page`
 * routes too: for a prerendered page (whose HTML is already on screen) and for the prerender itself.
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
