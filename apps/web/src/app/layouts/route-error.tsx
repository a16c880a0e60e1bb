import { Component, type ErrorInfo, type ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

interface RouteErrorBoundaryProps {
  resetKey: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  error: Error | null;
  resetKey: string;
}

/** A lazy chunk that no longer exists (a deploy replaced the hashed files) fails with one of these. */
function isChunkLoadError(error: Error): boolean {
  return /dynamically imported module|importing a module script failed|error loading dynamically/i.test(
    error.message,
  );
}

/** Not keyed by path: remounting would show the Suspense fallback on every navigation. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // No client error reporting service: the browser console is the only record.
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <RouteErrorView isChunkError={isChunkLoadError(error)} />;
  }
}

export function RouteErrorView({ isChunkError }: { isChunkError: boolean }) {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <title>Something went wrong · MentorBridge</title>
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="text-slate-600">
        {isChunkError
          ? 'A new version of MentorBridge is available. Reload the page to continue.'
          : 'This page could not be shown. Try reloading, or go back to the home page.'}
      </p>
      <div className="flex gap-3">
        <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
          Reload
        </button>
        {/* A full page load: the app state that failed may be what broke. */}
        <a href={paths.home} className={buttonClasses('secondary', 'md', 'no-underline')}>
          Go home
        </a>
      </div>
    </div>
  );
}
