// The entry of the script inlined in index.html's head (vite-plugins/first-load.ts bundles it on its
// own and defines FIRST_LOAD_PLANS): starts the screen's first needs before the app arrives.
import type { FirstLoadPlan } from './plan';
import { startFirstLoad } from './start';

declare const FIRST_LOAD_PLANS: FirstLoadPlan[];

window.__pokerfestFirstLoad = startFirstLoad(FIRST_LOAD_PLANS, {
  path: location.pathname,
  link: ({ rel, href, as }) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (as) link.as = as;
    // the request mode of Vite's own module scripts and preloads, so the browser reuses the answer
    link.crossOrigin = '';
    document.head.appendChild(link);
  },
  // as the app sends its own reads (lib/api-client.ts), so each answer is the one the app would get
  fetch: (url) => fetch(url, { credentials: 'include' }),
  later: (drop, ms) => void setTimeout(drop, ms),
});
