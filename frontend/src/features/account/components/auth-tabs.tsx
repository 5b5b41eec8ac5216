import { Box, Tabs } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** Login and Register side by side, as on the auth page and in the booking dialog. */
export function AuthTabs({ login, register }: { login: ReactNode; register: ReactNode }) {
  return (
    <Tabs.Root defaultValue="login">
      <Tabs.List aria-label="Login or register">
        <Tabs.Trigger value="login">Login</Tabs.Trigger>
        <Tabs.Trigger value="register">Register</Tabs.Trigger>
      </Tabs.List>
      <Box pt="4">
        <Tabs.Content value="login">{login}</Tabs.Content>
        <Tabs.Content value="register">{register}</Tabs.Content>
      </Box>
    </Tabs.Root>
  );
}
