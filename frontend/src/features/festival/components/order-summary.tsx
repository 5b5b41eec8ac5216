import { Button, Flex, Separator, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { formatBuyIn, formatMoney } from '../../catalogue';
import { hotelCents } from '../../cart';
import type { CartEntry } from '../../cart';
import { SectionCard } from '../../../components/ui/section-card';

interface OrderSummaryProps {
  entry: CartEntry | undefined;
  total: number;
  continueLabel: string;
  onContinue: () => void;
  /** Why the package cannot be booked yet; the button waits meanwhile. */
  hold?: string | null;
}

function Row({ label, amount, muted }: { label: string; amount: string; muted?: boolean }) {
  return (
    <Flex justify="between" gap="3">
      <Text size="2" color={muted ? 'gray' : undefined}>
        {label}
      </Text>
      <Text size="2" weight="medium" className="cart-amount" color={muted ? 'gray' : undefined}>
        {amount}
      </Text>
    </Flex>
  );
}

/** The festival page's live Order Summary: hotel x nights, paid seats, reserved seats (not counted), extras, total. */
export function OrderSummary({ entry, total, continueLabel, onContinue, hold }: OrderSummaryProps) {
  const holdId = useId();
  const hotel = entry?.hotel;
  const empty = !entry;
  return (
    <SectionCard headingId="order-summary-heading" title="Order Summary">
      <Flex direction="column" gap="2">
        {empty && (
          <Text size="2" color="gray">
            Select at least one product (a room, a tournament seat or an extra) to proceed.
          </Text>
        )}
        {hotel && (
          <Row
            label={`${hotel.name} (${hotel.nights} × ${formatMoney(hotel.pricePerNight, hotel.currency)})`}
            amount={formatMoney(hotelCents(hotel) / 100, hotel.currency)}
          />
        )}
        {entry?.tournaments.map((tournament) =>
          tournament.isPurchased ? (
            <Row key={tournament.id} label={tournament.title} amount={formatBuyIn(tournament.buyIn, tournament.currency)} />
          ) : (
            <Row key={tournament.id} label={`${tournament.title} (reserved)`} amount="Pay at venue" muted />
          ),
        )}
        {entry?.extras.map((extra) => (
          <Row key={extra.id} label={`${extra.name} × ${extra.quantity}`} amount={formatMoney(extra.price * extra.quantity)} />
        ))}
      </Flex>
      <Separator size="4" my="3" />
      <Flex justify="between" align="center" mb="3">
        <Text weight="bold">Total</Text>
        <Text size="5" weight="bold" data-testid="order-total">
          {formatMoney(total)}
        </Text>
      </Flex>
      <Button size="3" style={{ width: '100%' }} onClick={onContinue} disabled={Boolean(hold)} aria-describedby={hold ? holdId : undefined}>
        {continueLabel}
      </Button>
      {hold && (
        <Text as="p" size="2" color="gray" mt="2" id={holdId}>
          {hold}
        </Text>
      )}
    </SectionCard>
  );
}
