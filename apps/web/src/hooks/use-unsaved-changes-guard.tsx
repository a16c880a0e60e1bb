import { type ReactNode, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type Navigator, UNSAFE_NavigationContext } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { setPopStateGate } from '@/lib/popstate-gate';

export const UNSAVED_CHANGES = {
  title: 'Leave without saving?',
  message: 'What you typed here is not saved yet. If you leave now, it is lost.',
  stay: 'Stay',
  leave: 'Leave',
} as const;

interface Guard {
  isBlocking: () => boolean;
  ask: (proceed: () => void) => void;
}

/** Every mounted guard; the first one with unsaved input asks. */
const guards = new Set<Guard>();
let uninstall: (() => void) | null = null;
let isDiscarding = false;

function blockingGuard(): Guard | undefined {
  if (isDiscarding) return undefined;
  for (const guard of guards) if (guard.isBlocking()) return guard;
  return undefined;
}

/**
 * Navigates without asking, for a form dialog whose Cancel also changes the address: closing it is the
 * user's choice to discard, as Cancel on any other form dialog is.
 */
export function leaveWithoutAsking(navigate: () => void): void {
  isDiscarding = true;
  try {
    navigate();
  } finally {
    isDiscarding = false;
  }
}

/** The router keeps each history entry's position in its state. */
const entryIndex = (state: unknown) => (state as { idx?: unknown } | null)?.idx;

/**
 * useBlocker needs a data router, which the app does without (router.tsx), so this intercepts the
 * declarative router's own navigator (links, navigate()) and reverts a browser Back/Forward before the
 * router sees it: the same technique the data router uses.
 */
function install(navigator: Navigator | undefined): () => void {
  let shownIndex = entryIndex(window.history.state);
  let popsToSwallow = 0;
  let popsToPass = 0;

  const intercept =
    (navigate: Navigator['push']): Navigator['push'] =>
    (...args) => {
      const leave = () => {
        navigate(...args);
        shownIndex = entryIndex(window.history.state);
      };
      const guard = blockingGuard();
      if (guard) guard.ask(leave);
      else leave();
    };
  const original = navigator && { push: navigator.push, replace: navigator.replace };
  if (navigator && original) {
    navigator.push = intercept(original.push);
    navigator.replace = intercept(original.replace);
  }

  // Through the gate main.tsx installs before the router, so it can hide the event from the router.
  const onPopState = (event: PopStateEvent) => {
    if (popsToSwallow > 0) {
      popsToSwallow -= 1;
      event.stopImmediatePropagation();
      return;
    }
    const target = entryIndex(event.state);
    const guard = popsToPass > 0 ? undefined : blockingGuard();
    popsToPass = Math.max(0, popsToPass - 1);
    if (!guard || typeof target !== 'number' || typeof shownIndex !== 'number' || target === shownIndex) {
      shownIndex = target;
      return;
    }
    const delta = target - shownIndex;
    event.stopImmediatePropagation();
    popsToSwallow += 1;
    window.history.go(-delta);
    guard.ask(() => {
      popsToPass += 1;
      window.history.go(delta);
    });
  };
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!blockingGuard()) return;
    event.preventDefault();
    // Chrome before 119 shows its prompt only for a set returnValue.
    event.returnValue = '';
  };
  setPopStateGate(onPopState);
  window.addEventListener('beforeunload', onBeforeUnload);
  return () => {
    if (navigator && original) Object.assign(navigator, original);
    setPopStateGate(null);
    window.removeEventListener('beforeunload', onBeforeUnload);
  };
}

function register(navigator: Navigator | undefined, guard: Guard): () => void {
  guards.add(guard);
  uninstall ??= install(navigator);
  return () => {
    guards.delete(guard);
    if (guards.size > 0) return;
    uninstall?.();
    uninstall = null;
  };
}

export interface UnsavedChangesGuard {
  /** The question asked before leaving; render it inside the form's component. */
  dialog: ReactNode;
  /**
   * Wraps a submit handler that navigates away once saved: while it runs, leaving does not ask. A form
   * that stays on screen after saving passes `isDirty` false instead.
   */
  allowLeavingDuring: <Args extends unknown[], Result>(
    submit: (...args: Args) => Promise<Result>,
  ) => (...args: Args) => Promise<Result>;
}

/**
 * Asks before a form with unsaved input is left: a link or navigate() in the app, Back and Forward, or a
 * reload or closed tab (the browser's own prompt). `isDirty` is react-hook-form's formState.isDirty, and
 * false once the input is saved.
 */
export function useUnsavedChangesGuard(isDirty: boolean): UnsavedChangesGuard {
  // Outside a router (a component test) only the browser's own prompt applies.
  const navigator = useContext(UNSAFE_NavigationContext)?.navigator;
  const [pending, setPending] = useState<{ proceed: () => void } | null>(null);
  const isBlocking = useRef(isDirty);
  const isSaving = useRef(false);
  useLayoutEffect(() => {
    isBlocking.current = isDirty;
  });

  useEffect(
    () =>
      register(navigator, {
        isBlocking: () => isBlocking.current && !isSaving.current,
        ask: (proceed) => setPending({ proceed }),
      }),
    [navigator],
  );

  const allowLeavingDuring = useCallback<UnsavedChangesGuard['allowLeavingDuring']>(
    (submit) =>
      async (...args) => {
        isSaving.current = true;
        try {
          return await submit(...args);
        } finally {
          isSaving.current = false;
        }
      },
    [],
  );

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={UNSAVED_CHANGES.title}
      message={UNSAVED_CHANGES.message}
      cancelLabel={UNSAVED_CHANGES.stay}
      confirmLabel={UNSAVED_CHANGES.leave}
      pendingLabel={UNSAVED_CHANGES.leave}
      tone="danger"
      isPending={false}
      onCancel={() => setPending(null)}
      onConfirm={() => {
        setPending(null);
        pending?.proceed();
      }}
    />
  );
  return { dialog, allowLeavingDuring };
}
