// The toaster (sonner, a chunk of its own) is mounted only once a first notice is raised, so a
// visit that shows none never downloads it (ADR 0023). `toasterReady` resolves once it has mounted
// and listens: sonner drops toasts raised before that.
let markReady: () => void = () => undefined;
let wanted = false;
const listeners = new Set<() => void>();

export const toasterReady = {
  promise: new Promise<void>((resolve) => {
    markReady = resolve;
  }),
  resolve: () => markReady(),
};

/** Asks for the toaster to be mounted (the first notice does). */
export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: whether a notice has asked for the toaster yet. */
export const toasterWanted = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: () => wanted,
};
