import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { TOAST_SETTINGS } from '../config/brand';
import { toasterReady } from '../lib/toaster-ready';

/**
 * Toasts open below the sticky header (64 px), never over its logo, menu or account area: top right
 * on wide screens, across the top on phones (sonner's own breakpoint, 600 px). The bottom of a
 * phone's screen is the bottom bar's and the booking pages' primary actions', so toasts stay off it.
 */
const BELOW_HEADER = { wide: { top: 80, right: 24 }, phone: { top: 72, left: 8, right: 8 } } as const;

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
      offset={BELOW_HEADER.wide}
      mobileOffset={BELOW_HEADER.phone}
      richColors
      closeButton
    />
  );
}
