import { fireEvent } from '@testing-library/react';

/**
 * Both clicks before the app can re-render, as Chrome delivers them (queued input runs before timers).
 * user-event's dblClick lets timers run between its events, which hides exactly that bug.
 */
export function doubleClickAtOnce(element: Element): void {
  fireEvent.click(element);
  fireEvent.click(element);
}
