import { use, type ComponentType } from 'react';

/** A screen whose code is its own chunk: `Screen` renders it, `preload` fetches its code ahead. */
export interface LazyScreen {
  Screen: ComponentType;
  preload(): Promise<void>;
}

/** How to ask again for each screen whose code failed to load. */
const failedLoads = new Set<() => void>();

/**
 * Lets every screen whose code failed to load try again when next shown. Called when the visitor
 * moves on from the error page; until then a failed screen keeps its failure, so rendering it again
 * (React retries a failed render) does not send a new request each time.
 */
export function forgetFailedLoads(): void {
  for (const forget of failedLoads) forget();
  failedLoads.clear();
}

/**
 * Unlike `React.lazy`, a screen whose code is already here renders at once: the first render (after
 * main.tsx preloads the matched screens) does not suspend and blank the first HTML's shell. A screen
 * not yet loaded suspends; navigations are transitions, so the page before stays until it is ready.
 * A failed load is thrown to the route's error boundary.
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyScreen {
  let loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = pick(module);
      },
      (error: unknown) => {
        failedLoads.add(() => (loading = undefined));
        throw error;
      },
    ));
  function Screen() {
    if (!loaded) use(preload());
    const Loaded = loaded;
    return Loaded ? <Loaded /> : null;
  }
  return { Screen, preload };
}
