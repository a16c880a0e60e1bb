import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes, preloadRoute } from './app/router';

/**
 * The build's server-side entry (build/prerender.ts): the HTML of the public pages a signed-out visitor
 * lands on, written into their own copies of index.html so the first paint needs neither the entry chunk nor
 * the page's. main.tsx then renders over it with createRoot once the page's chunks are in.
 */

/** The pages prerendered; the server sends `dist/prerendered/<name>.html` for each (`/` is index.html). */
export const PRERENDERED_PATHS = [
  '/',
  '/about',
  '/faq',
  '/terms',
  '/privacy',
  '/contact',
  '/login',
  '/register',
] as const;

export type PrerenderedPage = {
  /** The page's `<title>` text, HTML-escaped, or null if it sets none. */
  title: string | null;
  /** Other elements React hoists to the document's head (`<link rel="preload">` for the images). */
  head: string;
  /** The markup for inside `#root`. */
  html: string;
};

/** Rendering no <html>, React 19 writes what it would hoist to the head (title, preloads) first. */
const LEADING_HOISTABLES = /^(?:<(?:link|meta)\b[^>]*>|<title>[^<]*<\/title>)+/;
const TITLE = /<title>([^<]*)<\/title>/;

/**
 * The signed-out render of `url`: the session's server snapshot is `null` (lib/session.ts), and the queries
 * of a `page` route (the Google button asks whether Google sign-in is on) stay pending, as they are in the
 * browser's first render.
 */
export async function render(url: string): Promise<PrerenderedPage> {
  // Every chunk first: renderToString cannot wait, it would write the Suspense fallback (the spinner).
  await preloadRoute(url, { withPages: true });
  const markup = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </QueryClientProvider>,
  );
  const hoisted = LEADING_HOISTABLES.exec(markup)?.[0] ?? '';
  return {
    title: TITLE.exec(hoisted)?.[1] ?? null,
    head: hoisted.replace(TITLE, ''),
    html: markup.slice(hoisted.length),
  };
}
