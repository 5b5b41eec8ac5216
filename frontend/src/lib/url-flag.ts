import type { SetURLSearchParams } from 'react-router-dom';

/**
 * Takes a one-time flag (restoreBooking, print, emailVerified) out of the URL, replacing the history entry: once
 * acted on, a shared or bookmarked link must not carry it again.
 */
export function dropUrlFlag(setSearchParams: SetURLSearchParams, name: string): void {
  setSearchParams(
    (current) => {
      const next = new URLSearchParams(current);
      next.delete(name);
      return next;
    },
    { replace: true },
  );
}
