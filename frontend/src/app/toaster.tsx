import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { TOAST_SETTINGS } from '../config/brand';
import { toasterReady } from '../lib/toaster-ready';

/** The toast area of spec section 4; a chunk of its own, mounted with the first notice (lib/toaster-ready.ts). */
export default function AppToaster() {
  // sonner subscribes in its own effect, which runs before this one (children first)
  useEffect(() => toasterReady.resolve(), []);
  return (
    <Toaster
      visibleToasts={TOAST_SETTINGS.visibleToasts}
      duration={TOAST_SETTINGS.durationMs}
      hotkey={[...TOAST_SETTINGS.hotkey]}
      swipeDirections={['right']}
      position="top-right"
      richColors
      closeButton
    />
  );
}
