import { Button, Card, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import type { OrderView } from '@pokerfest/domain';
import { appPaths } from '../../../config/paths';
import { formatDateRange, formatMoney } from '../../catalogue/format';

/** Step 4, Confirmation: what was booked, what it cost and the points it earns. */
export function ConfirmationStep({ order }: { order: OrderView }) {
  return (
    <Card size="4" asChild>
      <section aria-labelledby="wizard-confirmed-heading">
        <Flex direction="column" gap="4">
          <Heading as="h2" size="6" id="wizard-confirmed-heading" color="jade">
            Booking Confirmed
          </Heading>
          <Text as="p" color="gray">
            Thank you! Your poker festival package has been booked. A summary is in your dashboard.
          </Text>
          <DataList.Root size="3">
            <DataList.Item>
              <DataList.Label>Festival</DataList.Label>
              <DataList.Value>{order.festivalName}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Dates</DataList.Label>
              <DataList.Value>{formatDateRange(order.festivalStartDate, order.festivalEndDate)}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Total</DataList.Label>
              <DataList.Value data-testid="confirmed-total">{formatMoney(order.totalPrice, order.currency)}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Points Earned</DataList.Label>
              <DataList.Value>{order.pointsToEarn} points</DataList.Value>
            </DataList.Item>
          </DataList.Root>
          <Flex gap="3" wrap="wrap">
            <Button asChild size="3">
              <Link to={appPaths.dashboard}>View My Bookings</Link>
            </Button>
            <Button asChild size="3" variant="soft">
              <Link to={appPaths.home}>Back to Home</Link>
            </Button>
          </Flex>
        </Flex>
      </section>
    </Card>
  );
}
