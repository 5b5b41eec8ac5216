import { Box, Card, DataList, Grid } from '@radix-ui/themes';
import type { OrderView } from '@pokerfest/domain';
import { formatMoney } from '../../catalogue';
import { useLoyaltyRules } from '../../loyalty';
import { bookingStats, loyaltyStatusLabel } from '../booking-stats';
import { StatCard } from './stat-card';

/**
 * Total Bookings, Loyalty Points and Total Spent: three cards on wider screens; on a phone one
 * short card of three lines, so the bookings themselves start on the first screen.
 */
export function BookingStatCards({ orders, loyaltyPoints, now }: { orders: readonly OrderView[]; loyaltyPoints: number; now: number }) {
  const stats = bookingStats(orders, now);
  const rules = useLoyaltyRules();
  const figures = [
    { title: 'Total Bookings', value: String(stats.total), note: `${stats.pending} pending` },
    { title: 'Loyalty Points', value: String(loyaltyPoints), note: loyaltyStatusLabel(loyaltyPoints, rules) },
    { title: 'Total Spent', value: formatMoney(stats.spentCents / 100), note: `${stats.confirmed} confirmed` },
  ];
  return (
    <>
      <Grid display={{ initial: 'none', sm: 'grid' }} columns="3" gap="4">
        {figures.map((figure) => (
          <StatCard key={figure.title} {...figure} />
        ))}
      </Grid>
      <Box display={{ initial: 'block', sm: 'none' }}>
        <Card size="1" asChild>
          <section aria-label="Booking figures" data-testid="booking-figures-compact">
            <DataList.Root size="2" orientation="horizontal">
              {figures.map(({ title, value, note }) => (
                <DataList.Item key={title}>
                  <DataList.Label minWidth="104px">{title}</DataList.Label>
                  <DataList.Value>
                    {/* one run of text, so the note wraps after the figure and the figure never breaks */}
                    <span>
                      <strong style={{ whiteSpace: 'nowrap' }}>{value}</strong> · {note}
                    </span>
                  </DataList.Value>
                </DataList.Item>
              ))}
            </DataList.Root>
          </section>
        </Card>
      </Box>
    </>
  );
}
