import { Theme } from '@radix-ui/themes';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { toasterWanted } from '../lib/toaster-ready';

const AppToaster = lazy(() => import('./toaster'));

/** App-wide providers: server-data cache, theme and toasts. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const showToaster = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.current);
  return (
    <QueryClientProvider client={queryClient}>
      <Theme accentColor="jade" grayColor="sage" radius="medium" scaling="100%">
        {children}
        {showToaster && (
          <Suspense fallback={null}>
            <AppToaster />
          </Suspense>
        )}
      </Theme>
    </QueryClientProvider>
  );
}
