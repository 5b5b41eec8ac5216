import { Badge, Button, Card, DataList, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { useNavigate } from 'react-router-dom';
import { appPaths } from '../../../config/paths';
import { currentUserQueryOptions, useLogout, roleLabel, type CurrentUser } from '../../account';
import { formatCents } from '../../catalogue';
import { useLoyaltyRules, tierStatusLabel } from '../../loyalty';
import { useMyCredit } from '../api/get-my-credit';
import { dashboardSections, type DashboardSection } from '../sections';

interface DashboardSidebarProps {
  /** The card's id and style: the chrome's Profile link scrolls to it. */
  id: string;
  style: CSSProperties;
  user: CurrentUser;
  section: DashboardSection;
  onSectionChange: (section: DashboardSection) => void;
}

/** The dashboard's side card: who is logged in, their points, tournament credit and code, the sections and Logout. */
export function DashboardSidebar({ id, style, user, section, onSectionChange }: DashboardSidebarProps) {
  const navigate = useNavigate();
  const logout = useLogout({ onLoggedOut: () => void navigate(appPaths.home) });
  const rules = useLoyaltyRules();
  // points change on the server (check-in awards, admins), not through this session: the cached
  // user is read again whenever the dashboard opens, so the points here and on the cards are current
  useQuery({ ...currentUserQueryOptions, refetchOnMount: 'always' });
  const credit = useMyCredit().data;

  return (
    <Card size="3" asChild>
      <aside aria-label="Account" id={id} style={style}>
        <Flex direction="column" gap="4">
          <Flex direction="column" gap="2" align="start">
            <Heading as="h2" size="5" style={{ overflowWrap: 'anywhere' }}>
              {user.username}
            </Heading>
            <Badge size="2" color={user.role === 'admin' ? 'red' : user.role === 'agent' ? 'blue' : 'gray'}>
              {roleLabel(user.role)}
            </Badge>
          </Flex>
          <DataList.Root orientation="vertical" size="2">
            <DataList.Item>
              <DataList.Label>Loyalty Points</DataList.Label>
              <DataList.Value>
                <Flex direction="column">
                  <Text weight="bold" data-testid="sidebar-points">
                    {user.loyaltyPoints}
                  </Text>
                  <Text size="1" color="gray">
                    {tierStatusLabel(user.loyaltyPoints, rules)}
                  </Text>
                </Flex>
              </DataList.Value>
            </DataList.Item>
            {credit && credit.balanceCents > 0 && (
              <DataList.Item>
                <DataList.Label>Tournament Credit</DataList.Label>
                <DataList.Value>
                  <Flex direction="column">
                    <Text weight="bold" data-testid="sidebar-credit">
                      {formatCents(credit.balanceCents, credit.currency)}
                    </Text>
                    <Text size="1" color="gray">
                      Used at checkout when you tick 'Use my credit'
                    </Text>
                  </Flex>
                </DataList.Value>
              </DataList.Item>
            )}
            <DataList.Item>
              <DataList.Label>Referral Code</DataList.Label>
              <DataList.Value>
                <code data-testid="sidebar-referral-code">{user.referralCode}</code>
              </DataList.Value>
            </DataList.Item>
          </DataList.Root>
          <Separator size="4" />
          <nav aria-label="Dashboard sections">
            <Flex direction="column" gap="1">
              {dashboardSections(user.role).map((link) => (
                <Button
                  key={link.value}
                  variant={section === link.value ? 'soft' : 'ghost'}
                  color={section === link.value ? undefined : 'gray'}
                  aria-current={section === link.value ? 'page' : undefined}
                  onClick={() => onSectionChange(link.value)}
                  style={{ justifyContent: 'flex-start' }}
                >
                  {link.label}
                </Button>
              ))}
            </Flex>
          </nav>
          <Separator size="4" />
          <Button variant="soft" color="red" loading={logout.isPending} onClick={() => logout.mutate()}>
            Logout
          </Button>
        </Flex>
      </aside>
    </Card>
  );
}
