import './app/theme.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, type AppRouter } from './app/router';
import { createQueryClient } from './lib/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
// React's first render replaces the static shell of index.html; before the first route's code is
// loaded it would replace it with an empty page, so the shell stays until the route is ready.
void routerReady(router).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  ),
);

function routerReady(appRouter: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (appRouter.state.initialized) return resolve();
    const unsubscribe = appRouter.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
