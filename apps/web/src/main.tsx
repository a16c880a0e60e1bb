import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/router';
import { disableZodJit } from './lib/zod-csp';

disableZodJit();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// No QueryClientProvider here on purpose: pages bring TanStack Query with them (lib/query-client.tsx).
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);
