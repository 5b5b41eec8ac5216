import { Box, Container, Heading, Tabs } from '@radix-ui/themes';
import { useRef, useState, type ReactNode } from 'react';
import { AccountingTab } from '../../features/admin/components/accounting-tab';
import { CasinosTab } from '../../features/admin/components/casinos-tab';
import { FestivalsTab } from '../../features/admin/components/festivals-tab';
import { HotelsTab } from '../../features/admin/components/hotels-tab';
import { LoyaltyTab } from '../../features/admin/components/loyalty-tab';
import { OrdersTab } from '../../features/admin/components/orders-tab';
import { OverviewTab } from '../../features/admin/components/overview-tab';
import { SalesQueuesTab } from '../../features/admin/components/sales-queues-tab';
import { SettingsTab } from '../../features/admin/components/settings-tab';
import { UsersTab } from '../../features/admin/components/users-tab';
import { VouchersTab } from '../../features/admin/components/vouchers-tab';
import { WaitingListsTab } from '../../features/admin/components/waiting-lists-tab';

/** The admin's sections, in the order of their tabs; the Overview's shortcuts open another one. */
function adminSections(open: (section: string) => void): { value: string; label: string; panel: ReactNode }[] {
  return [
    { value: 'overview', label: 'Overview', panel: <OverviewTab onOpenOrders={() => open('orders')} /> },
    { value: 'users', label: 'Users', panel: <UsersTab /> },
    { value: 'casinos', label: 'Casinos', panel: <CasinosTab /> },
    { value: 'hotels', label: 'Hotels', panel: <HotelsTab /> },
    { value: 'festivals', label: 'Festivals', panel: <FestivalsTab /> },
    { value: 'orders', label: 'Orders', panel: <OrdersTab /> },
    { value: 'loyalty', label: 'Loyalty', panel: <LoyaltyTab /> },
    { value: 'vouchers', label: 'Vouchers', panel: <VouchersTab /> },
    { value: 'accounting', label: 'Accounting', panel: <AccountingTab /> },
    { value: 'waiting-lists', label: 'Waiting Lists', panel: <WaitingListsTab /> },
    { value: 'sales-queues', label: 'Sales Queues', panel: <SalesQueuesTab /> },
    { value: 'settings', label: 'Settings', panel: <SettingsTab /> },
  ];
}

/** The admin dashboard (spec section 2); only admins reach it. */
export function AdminRoute() {
  const [section, setSection] = useState('overview');
  const tabList = useRef<HTMLDivElement>(null);
  // a shortcut's button goes away with the Overview: the focus moves to the tab it opened
  const open = (next: string) => {
    setSection(next);
    requestAnimationFrame(() => tabList.current?.querySelector<HTMLElement>('[role="tab"][data-state="active"]')?.focus());
  };
  const sections = adminSections(open);
  return (
    <Container size="4" px="4" py="6">
      <Heading as="h1" size="7" mb="5">
        Admin Dashboard
      </Heading>
      <Tabs.Root value={section} onValueChange={setSection}>
        <Tabs.List aria-label="Admin sections" wrap="wrap" ref={tabList}>
          {sections.map(({ value, label }) => (
            <Tabs.Trigger key={value} value={value}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Box pt="4">
          {sections.map(({ value, panel }) => (
            <Tabs.Content key={value} value={value}>
              {panel}
            </Tabs.Content>
          ))}
        </Box>
      </Tabs.Root>
    </Container>
  );
}
