type Gate = (event: PopStateEvent) => void;

let gate: Gate | null = null;
let isInstalled = false;

/**
 * Adds the window's first `popstate` listener. Chromium calls a window's own listeners in the order they
 * were added, capture or not (the DOM standard puts capture first), so only a capture listener added
 * before the router's can hide Back from it (hooks/use-unsaved-changes-guard.tsx): call this before the
 * router mounts.
 */
export function installPopStateGate(): void {
  if (isInstalled) return;
  isInstalled = true;
  window.addEventListener('popstate', (event) => gate?.(event), { capture: true });
}

/** The handler that sees Back and Forward before the router; `null` lets every event through. */
export function setPopStateGate(next: Gate | null): void {
  gate = next;
}
