import { Box, Container, Grid, Heading, Tabs } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { dashboardAnchors } from '../../config/paths';
import { useCurrentUser } from '../../features/account/api/get-current-user';
import { DashboardSidebar } from '../../features/dashboard/components/dashboard-sidebar';
import { LoyaltyStatusTab } from '../../features/dashboard/components/loyalty-status-tab';
import { MyBookings } from '../../features/dashboard/components/my-bookings';
import { ReferralsTab } from '../../features/dashboard/components/referrals-tab';
import { dashboardSections, type DashboardSection } from '../../features/dashboard/sections';

/** Where a link to one of the dashboard's places (the chrome's My Bookings, Profile) scrolls to: clear of the sticky header. */
const BELOW_HEADER = { scrollMarginTop: 'calc(64px + var(--space-4))' };

/**
 * The user dashboard (spec section 2): My Bookings, My Referrals (agents, admins) and Loyalty Status,
 * then the account card. The bookings come first, so a phone shows them on its first screen; on
 * wide screens the account card stands beside them.
 */
export function DashboardRoute() {
  const { user } = useCurrentUser();
  const [section, setSection] = useState<DashboardSection>('bookings');
  const { hash, key } = useLocation();
  // My Bookings and Bookings in the chrome lead here: the bookings, even from another tab
  useEffect(() => {
    if (hash === `#${dashboardAnchors.bookings}`) setSection('bookings');
  }, [hash, key]);
  // the protected route only renders this screen for a logged-in user
  if (!user) return null;
  const sections = dashboardSections(user.role);
  const showSection = (value: string) => {
    const chosen = sections.find((link) => link.value === value);
    if (chosen) setSection(chosen.value);
  };

  return (
    <Container size="4" px="4" py={{ initial: '4', sm: '6' }}>
      <Heading as="h1" size="7" mb={{ initial: '3', sm: '5' }}>
        Dashboard
      </Heading>
      <Grid columns={{ initial: '1', md: '1fr 260px' }} gap="6" align="start">
        <Tabs.Root value={section} onValueChange={showSection} id={dashboardAnchors.bookings} style={BELOW_HEADER}>
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
        <DashboardSidebar user={user} section={section} onSectionChange={setSection} id={dashboardAnchors.profile} style={BELOW_HEADER} />
      </Grid>
    </Container>
  );
}
