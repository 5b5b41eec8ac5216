import { Box, Container, Grid, Heading, Tabs } from '@radix-ui/themes';
import { useState } from 'react';
import { useCurrentUser } from '../../features/account/api/get-current-user';
import { DashboardSidebar } from '../../features/dashboard/components/dashboard-sidebar';
import { LoyaltyStatusTab } from '../../features/dashboard/components/loyalty-status-tab';
import { MyBookings } from '../../features/dashboard/components/my-bookings';
import { ReferralsTab } from '../../features/dashboard/components/referrals-tab';
import { dashboardSections, type DashboardSection } from '../../features/dashboard/sections';

/** The user dashboard (spec section 2): sidebar, then My Bookings, My Referrals (agents, admins) and Loyalty Status. */
export function DashboardRoute() {
  const { user } = useCurrentUser();
  const [section, setSection] = useState<DashboardSection>('bookings');
  // the protected route only renders this screen for a logged-in user
  if (!user) return null;
  const sections = dashboardSections(user.role);
  const showSection = (value: string) => {
    const chosen = sections.find((link) => link.value === value);
    if (chosen) setSection(chosen.value);
  };

  return (
    <Container size="4" px="4" py="6">
      <Heading as="h1" size="7" mb="5">
        Dashboard
      </Heading>
      <Grid columns={{ initial: '1', md: '260px 1fr' }} gap="6" align="start">
        <DashboardSidebar user={user} section={section} onSectionChange={setSection} />
        <Tabs.Root value={section} onValueChange={showSection}>
          <Tabs.List aria-label="Dashboard tabs">
            {sections.map((link) => (
              <Tabs.Trigger key={link.value} value={link.value}>
                {link.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Box pt="4">
            <Tabs.Content value="bookings">
              <MyBookings user={user} />
            </Tabs.Content>
            {sections.some((link) => link.value === 'referrals') && (
              <Tabs.Content value="referrals">
                <ReferralsTab user={user} />
              </Tabs.Content>
            )}
            <Tabs.Content value="loyalty">
              <LoyaltyStatusTab />
            </Tabs.Content>
          </Box>
        </Tabs.Root>
      </Grid>
    </Container>
  );
}
