import type { MouseEvent } from 'react';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  // A bare hash change would go through the router as a navigation.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={onClick}
      className="sr-only z-50 rounded-md bg-indigo-700 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to content
    </a>
  );
}
