import { Theme } from '@radix-ui/themes';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';

const AppToaster = lazy(() => import('./toaster'));

/** App-wide providers: server-data cache, theme and toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Theme accentColor="jade" grayColor="sage" radius="medium" scaling="100%">
        {children}
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      </Theme>
    </QueryClientProvider>
  );
}
