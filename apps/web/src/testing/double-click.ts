import { fireEvent } from '@testing-library/react';

/**
 * A fast double-click as Chrome delivers it: both clicks before the app can re-render, because the
 * browser runs queued input before timers, and TanStack Query's `isPending` arrives on a timer.
 * user-event's dblClick lets timers run between its events, which hides exactly that bug.
 */
export function doubleClickAtOnce(element: Element): void {
  fireEvent.click(element);
  fireEvent.click(element);
}
