import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { installPopStateGate } from '@/lib/popstate-gate';
import { clearSession } from '@/lib/session';
import { installDialogPolyfill } from './dialog-polyfill';

// Every test gets the stand-in, so any page may open a dialog.
installDialogPolyfill();
// As main.tsx does, before any router mounts.
installPopStateGate();

/* A stray console.error is a failure: React reports act(), key and render errors there. */
// jsdom has no layout; ScrollRestoration calls this on every navigation.
window.scrollTo = () => {};

let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  const original = console.error;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
    original(...args);
  });
});

afterEach(() => {
  cleanup();
  clearSession();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.restoreAllMocks();
  // A test that expects an error replaces the implementation, so nothing is recorded here.
  if (consoleErrors.length > 0) {
    const text = consoleErrors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during this test:\n${text}`);
  }
});
