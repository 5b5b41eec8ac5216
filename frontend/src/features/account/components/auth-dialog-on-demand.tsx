import { lazy, Suspense, useState } from 'react';
import type { AuthDialogProps } from './auth-dialog';

const AuthDialog = lazy(async () => ({ default: (await import('./auth-dialog')).AuthDialog }));

/**
 * The Authentication dialog, fetched the first time it opens: its forms and their schemas are not
 * part of the festival page's first load, which most visitors never need them on.
 */
export function AuthDialogOnDemand(props: AuthDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog {...props} />
    </Suspense>
  );
}
