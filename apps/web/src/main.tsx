import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadRoute } from './app/router';
import { disableZodJit } from './lib/zod-csp';

disableZodJit();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first page's chunk arrives before the first render: the first paint is the page, with nothing to shift.
// (A `.then`, not a top-level await: the page's chunk imports this one, which must finish evaluating first.)
void preloadRoute(window.location.pathname).then(() => {
  // No QueryClientProvider here on purpose: pages bring TanStack Query with them (lib/query-client.tsx).
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
});
