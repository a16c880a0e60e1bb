import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes, preloadRoute } from './app/router';

/** Written into copies of index.html so the first paint needs neither the entry chunk nor the page's. */

/** The server sends `dist/prerendered/<name>.html` for each (`/` is index.html). */
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
  title: string | null;
  /** Other elements React hoists to the head (`<link rel="preload">` for the images). */
  head: string;
  html: string;
};

/** Rendering no <html>, React 19 writes what it would hoist to the head (title, preloads) first. */
const LEADING_HOISTABLES = /^(?:<(?:link|meta)\b[^>]*>|<title>[^<]*<\/title>)+/;
const TITLE = /<title>([^<]*)<\/title>/;

/**
 * The session's server snapshot is `null`, and a `page` route's queries stay pending, as in the
 * browser's first render.
 */
export async function render(url: string): Promise<PrerenderedPage> {
  // Every chunk first: renderToString cannot wait, it would write the Suspense fallback.
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
