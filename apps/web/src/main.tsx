import './index.css';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadRoute } from './app/router';
import { installPopStateGate } from './lib/popstate-gate';
import { disableZodJit } from './lib/zod-csp';

disableZodJit();
// Before the router adds its own listener, so a form with unsaved input can ask before Back.
installPopStateGate();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/*
 * Prerendered HTML is not hydrated (a signed-in render differs, and a mismatch is an error): createRoot
 * replaces it in one commit, carrying over focus and typed field values.
 */
const isPrerendered = container.firstElementChild !== null;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const fields = (root: HTMLElement) => [...root.querySelectorAll<Field>('input, textarea, select')];
const sameKind = (a: Element, b: Element) =>
  a.tagName === b.tagName &&
  a.getAttribute('name') === b.getAttribute('name') &&
  a.getAttribute('type') === b.getAttribute('type');

function carryOver(root: HTMLElement): () => void {
  const elements = [...root.getElementsByTagName('*')];
  const active = document.activeElement;
  const focused = active ? elements.indexOf(active) : -1;
  const before = fields(root).map((field) => ({
    field,
    value: field.value,
    checked: field instanceof HTMLInputElement && field.checked,
  }));
  return () => {
    fields(root).forEach((field, index) => {
      const old = before[index];
      if (!old || !sameKind(old.field, field)) return;
      if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
        // A click runs React's onChange, so its state follows.
        if (field.checked !== old.checked) field.click();
      } else if (field.value !== old.value) {
        // Through the prototype's setter, as React's change tracking expects.
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, old.value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
        field.dispatchEvent(new Event('change', { bubbles: true }));
      }
    });
    const target = focused < 0 ? undefined : root.getElementsByTagName('*')[focused];
    if (active && target instanceof HTMLElement && sameKind(active, target))
      target.focus({ preventScroll: true });
  };
}

// Chunks arrive before the first render, so the first paint is the page. A `.then`, not a top-level
// await: the page's chunk imports this one, which must finish evaluating first.
void preloadRoute(window.location.pathname, { withPages: isPrerendered }).then(() => {
  const restore = isPrerendered ? carryOver(container) : () => {};
  // No QueryClientProvider on purpose: pages bring TanStack Query with them (lib/query-client.tsx).
  const root = createRoot(container);
  // Synchronous, so the prerendered page's state is carried over right after the commit that replaced it.
  flushSync(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
  restore();
});
