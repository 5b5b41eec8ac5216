import './app/theme.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/router';
import { createQueryClient } from './lib/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/** How long the app's first render waits for the shell's picture to be decoded and shown. */
const SHELL_PICTURE_WAIT_MS = 300;

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
 * frame was presented, the browser would never count it as painted (ADR 0026). A shell with the
 * page's main picture (the home slide, a festival's hero) waits for it too, at most 300 ms: decoded
 * and shown by the shell, it is the page's largest paint however long the app's first render takes.
 */
function shellShown(): Promise<void> {
  const picture = container?.querySelector<HTMLImageElement>('img.boot-picture');
  return new Promise((resolve) => {
    const afterTwoFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    if (picture) {
      picture.decode().then(afterTwoFrames, afterTwoFrames);
      setTimeout(resolve, SHELL_PICTURE_WAIT_MS);
    } else {
      afterTwoFrames();
      setTimeout(resolve, 100);
    }
  });
}
