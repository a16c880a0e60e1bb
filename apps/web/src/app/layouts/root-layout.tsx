import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SiteFooter } from '@/components/layout/site-footer';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link';
import { TopNav } from '@/components/layout/top-nav';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { PageLoader } from './page-loader';
import { RouteErrorBoundary } from './route-error';

/** After a client-side navigation, move focus to the new content so screen readers announce it. */
function useNavigationFocus(pathname: string) {
  const main = useRef<HTMLElement>(null);
  const isFirstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input.
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    // A hash link (/faq#payments) scrolls to its target instead.
    if (window.location.hash) return;
    window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [pathname]);
  return main;
}

export function RootLayout() {
  const { pathname } = useLocation();
  const main = useNavigationFocus(pathname);

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <TopNav bell={<NotificationBell />} />
      <main ref={main} id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1">
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
