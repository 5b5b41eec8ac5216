import { Box, Button, Flex, Separator, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { formatBuyIn, formatMoney } from '../../catalogue';
import { EntryVoucherCode, hotelCents, type EntryPrice } from '../../cart';
import type { CartEntry } from '../../cart';
import { PricedTotal, priceViewLines } from '../../checkout';
import { SectionCard } from '../../../components/ui/section-card';

interface OrderSummaryProps {
  entry: CartEntry | undefined;
  /** The cart's own sum, major units: a visitor's total, and the total until the server's price is in. */
  total: number;
  /** The server's price for a signed-in player (issue 32). */
  price: EntryPrice;
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

/**
 * The festival page's live Order Summary: hotel x nights, paid seats, reserved seats (not counted),
 * extras, and the total, with the discounts of a signed-in player and 'Have a code?' (issue 32).
 */
export function OrderSummary({ entry, total, price, continueLabel, onContinue, hold }: OrderSummaryProps) {
  const holdId = useId();
  const hotel = entry?.hotel;
  const empty = !entry;
  const priced = price.priced?.view;
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
      <PricedTotal
        total={{ ok: true, text: priced ? formatMoney(priced.totalPrice, priced.currency) : formatMoney(total) }}
        priced={priced && priceViewLines(priced)}
        totalTestId="order-total"
      />
      {entry && (
        <Box mt="3">
          <EntryVoucherCode entry={entry} price={price} />
        </Box>
      )}
      <Button mt="3" size="3" style={{ width: '100%' }} onClick={onContinue} disabled={Boolean(hold)} aria-describedby={hold ? holdId : undefined}>
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
