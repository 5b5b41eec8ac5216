import { Flex, Grid, Heading } from '@radix-ui/themes';
import type { AgentCommissionsView, ReferredUser } from '@pokerfest/domain';
import type { CurrentUser } from '../../account';
import { formatDate, formatMoney } from '../../catalogue';
import { useMyCommissions } from '../api/get-my-commissions';
import { useReferrals } from '../api/get-referrals';
import { referralCounts, wholeEuros } from '../referral-figures';
import { CommissionChart } from './commission-chart';
import { ReferralCodeCard } from './referral-code-card';
import { StatCard } from './stat-card';
import type { RecordColumn } from '../../../components/ui/record-table';
import { RecordsCard } from './records-card';
import { LoadFailure, TabLoading } from './tab-status';

function ReferralFigures({ players, commissions }: { players: readonly ReferredUser[]; commissions?: AgentCommissionsView }) {
  const counts = referralCounts(players);
  const commissionNote = commissions
    ? `${commissions.commissionRatePercent}% of ${formatMoney(commissions.totalSpent)} spent`
    : 'Not available right now';
  return (
    <Grid columns={{ initial: '1', sm: '3' }} gap="4">
      <StatCard title="Total Referred" value={String(counts.total)} note="Players who used your code" />
      <StatCard title="Active Players" value={String(counts.active)} note="Players with points" />
      <StatCard title="Estimated Commission" value={commissions ? wholeEuros(commissions.estimatedCommission) : '–'} note={commissionNote} />
    </Grid>
  );
}

const PLAYER_COLUMNS: readonly RecordColumn<ReferredUser>[] = [
  { label: 'Username', rowHeader: true, cell: (player) => player.username },
  { label: 'Joined', cell: (player) => formatDate(new Date(player.createdAt)) },
  { label: 'Points', justify: 'end', cell: (player) => player.loyaltyPoints },
];

function ReferredPlayers({ players }: { players: readonly ReferredUser[] }) {
  return (
    <RecordsCard
      headingId="referred-players-heading"
      title="Referred Players"
      columns={PLAYER_COLUMNS}
      rows={players}
      emptyText="No one has registered with your code yet. Share it with new players to start earning."
    />
  );
}

/** The My Referrals tab (agents and admins): code with Copy, the three figures, the projection and the players. */
export function ReferralsTab({ user }: { user: CurrentUser }) {
  const referrals = useReferrals();
  const commissions = useMyCommissions();
  if (referrals.isPending || commissions.isPending) return <TabLoading label="Loading your referrals" />;
  if (referrals.isError) return <LoadFailure what="your referrals" error={referrals.error} />;
  return (
    <Flex direction="column" gap="5">
      <Heading as="h2" size="5">
        My Referrals
      </Heading>
      <ReferralCodeCard code={user.referralCode} />
      <ReferralFigures players={referrals.data} commissions={commissions.data} />
      {commissions.isError ? (
        <LoadFailure what="your commission projection" error={commissions.error} />
      ) : (
        <CommissionChart months={commissions.data.byMonth} />
      )}
      <ReferredPlayers players={referrals.data} />
    </Flex>
  );
}
