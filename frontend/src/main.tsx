import './app/theme.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/router';
import { createQueryClient } from './lib/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const queryClient = createQueryClient();
// React's first render replaces the static shell of index.html; before the first route's code is
// loaded it would replace it with an empty page, so the shell stays until the route is ready.
void Promise.all([preloadRoute(window.location.pathname, queryClient), shellShown()]).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  ),
);

/**
 * Resolves once the browser has shown the first HTML's shell, or after 100 ms (a background tab
 * runs no animation frames). The shell's heading is what a visitor sees first; replaced before its
 * frame was presented, the browser would never count it as painted (ADR 0026).
 */
function shellShown(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    setTimeout(resolve, 100);
  });
}
