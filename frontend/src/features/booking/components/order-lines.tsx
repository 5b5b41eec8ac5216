import { Flex, Separator, Text } from '@radix-ui/themes';
import type { OrderView } from '@pokerfest/domain';
import { formatDate, formatMoney } from '../../catalogue/format';
import { SummaryGroup, SummaryRow } from './booking-summary';

/** What an order holds: room with dates, seats (paid or at the venue), extras, total. */
export function OrderLines({ order }: { order: OrderView }) {
  const { accommodation: room, tournaments, extras, currency } = order;
  return (
    <Flex direction="column" gap="3">
      {room && (
        <SummaryGroup title="Accommodation">
          <Text size="2" weight="medium">
            {room.name}
          </Text>
          <Text size="2" color="gray">
            {formatDate(room.checkIn)} – {formatDate(room.checkOut)}
          </Text>
          <SummaryRow
            label={`${room.nights} ${room.nights === 1 ? 'night' : 'nights'} × ${formatMoney(room.pricePerNight, room.currency)}`}
            amount={formatMoney(room.price, room.currency)}
          />
        </SummaryGroup>
      )}
      {tournaments.length > 0 && (
        <SummaryGroup title="Tournaments">
          {tournaments.map((tournament) => (
            <SummaryRow
              key={tournament.id}
              label={`${tournament.name || tournament.title}${tournament.date ? ` (${formatDate(tournament.date)})` : ''}`}
              amount={tournament.isPurchased ? formatMoney(tournament.price, tournament.currency) : 'Pay at venue'}
              muted={!tournament.isPurchased}
            />
          ))}
        </SummaryGroup>
      )}
      {extras.length > 0 && (
        <SummaryGroup title="Extras">
          {extras.map((extra) => (
            <SummaryRow key={extra.id} label={`${extra.name} × ${extra.quantity}`} amount={formatMoney(extra.price * extra.quantity, currency)} />
          ))}
        </SummaryGroup>
      )}
      <Separator size="4" />
      <Flex justify="between" align="center">
        <Text weight="bold">Total</Text>
        <Text size="5" weight="bold" data-testid="order-total">
          {formatMoney(order.totalPrice, currency)}
        </Text>
      </Flex>
    </Flex>
  );
}
