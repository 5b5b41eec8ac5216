// Resolved once the toaster has mounted and listens: sonner drops toasts raised before that.
let markReady: () => void = () => undefined;

export const toasterReady = {
  promise: new Promise<void>((resolve) => {
    markReady = resolve;
  }),
  resolve: () => markReady(),
};
