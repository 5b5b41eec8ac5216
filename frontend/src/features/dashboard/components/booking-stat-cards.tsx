import { Grid } from '@radix-ui/themes';
import type { OrderView } from '@pokerfest/domain';
import { formatMoney } from '../../catalogue';
import { useLoyaltyRules } from '../../loyalty';
import { bookingStats, loyaltyStatusLabel } from '../booking-stats';
import { StatCard } from './stat-card';

/** Total Bookings, Loyalty Points and Total Spent. */
export function BookingStatCards({ orders, loyaltyPoints, now }: { orders: readonly OrderView[]; loyaltyPoints: number; now: number }) {
  const stats = bookingStats(orders, now);
  const rules = useLoyaltyRules();
  return (
    <Grid columns={{ initial: '1', sm: '3' }} gap="4">
      <StatCard title="Total Bookings" value={String(stats.total)} note={`${stats.pending} pending`} />
      <StatCard title="Loyalty Points" value={String(loyaltyPoints)} note={loyaltyStatusLabel(loyaltyPoints, rules)} />
      <StatCard title="Total Spent" value={formatMoney(stats.spentCents / 100)} note={`${stats.confirmed} confirmed`} />
    </Grid>
  );
}
