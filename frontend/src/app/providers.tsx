import { Theme } from '@radix-ui/themes';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { TOAST_SETTINGS } from '../config/brand';
import { createQueryClient } from '../lib/query-client';

/** App-wide providers: server-data cache, theme and toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Theme accentColor="jade" grayColor="sage" radius="medium" scaling="100%">
        {children}
        <Toaster
          visibleToasts={TOAST_SETTINGS.visibleToasts}
          duration={TOAST_SETTINGS.durationMs}
          hotkey={[...TOAST_SETTINGS.hotkey]}
          swipeDirections={['right']}
          position="top-right"
          richColors
          closeButton
        />
      </Theme>
    </QueryClientProvider>
  );
}
