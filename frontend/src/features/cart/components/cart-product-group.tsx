import { Badge, Box, Button, Flex, Heading, IconButton, Separator, Text } from '@radix-ui/themes';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TrashIcon } from '../../../components/ui/icons';
import { appPaths } from '../../../config/paths';
import { formatBuyIn, formatCents, formatDate, formatMoney, SoldOutSinceChosen, useSoldOutSinceChosen } from '../../catalogue';
import { chosenItemsOf } from '../chosen-items';
import type { EntryPrice } from '../entry-price';
import { festivalTotal, hotelCents } from '../pricing';
import type { CartEntry } from '../types';
import { EntryVoucherCode } from './entry-voucher-code';

interface CartProductGroupProps {
  entry: CartEntry;
  /** The package's price for a signed-in player (none while it is read, or for a visitor). */
  price: EntryPrice | undefined;
  onRemoveHotel: () => void;
  onRemoveTournament: (tournamentId: number) => void;
  onRemoveExtra: (extraId: number) => void;
  onRemoveProduct: () => void;
  onContinue: () => void;
}

/** One chosen item: its name with what was chosen of it under it, its amount, and its remove button. */
function Line({ name, children, amount, onRemove }: { name: string; children: ReactNode; amount?: ReactNode; onRemove: () => void }) {
  return (
    <Flex as="div" gap="2" align="start" justify="between" className="cart-line">
      <Box flexGrow="1">
        <Text as="div" size="2" weight="medium">
          {name}
        </Text>
        {children}
      </Box>
      {amount && (
        <Text size="2" weight="medium" className="cart-amount">
          {amount}
        </Text>
      )}
      <IconButton size="1" variant="ghost" color="red" aria-label={`Remove ${name}`} onClick={onRemove}>
        <TrashIcon width="16" height="16" />
      </IconButton>
    </Flex>
  );
}

/** One festival's selection in the 'Booking Summary' panel. */
export function CartProductGroup({ entry, price, onRemoveHotel, onRemoveTournament, onRemoveExtra, onRemoveProduct, onContinue }: CartProductGroupProps) {
  const { hotel } = entry;
  const priced = price?.priced;
  // the room and seats are read again as the cart opens: one may have sold out since it was chosen
  const chosen = useMemo(() => chosenItemsOf(entry), [entry]);
  const soldOut = useSoldOutSinceChosen(entry.productId, chosen);
  return (
    <Box asChild className="cart-group">
      <section aria-label={entry.festivalName}>
        <Heading as="h3" size="4">
          {entry.festivalName}
        </Heading>
        <Text as="p" size="2" color="gray">
          {entry.productName}
          {entry.location ? ` · ${entry.location}` : ''}
        </Text>
        {soldOut.length > 0 && (
          <Box mt="3">
            <SoldOutSinceChosen
            items={soldOut}
            changeTo={appPaths.festival.to(entry.productId)}
            onChange={onContinue}
              onRemove={(item) => (item.kind === 'accommodation' ? onRemoveHotel() : onRemoveTournament(item.id))}
            />
          </Box>
        )}
        <Flex direction="column" gap="3" mt="3">
          {hotel && (
            <Line
              name={hotel.name}
              onRemove={onRemoveHotel}
              amount={`${formatMoney(hotel.pricePerNight, hotel.currency)} × ${hotel.nights} = ${formatMoney(hotelCents(hotel) / 100, hotel.currency)}`}
            >
              <Text as="div" size="1" color="gray">
                {hotel.nights} {hotel.nights === 1 ? 'night' : 'nights'} · Check-in {formatDate(hotel.checkIn)} · Check-out{' '}
                {formatDate(hotel.checkOut)}
              </Text>
            </Line>
          )}
          {entry.tournaments.map((tournament) => (
            <Line
              key={`t${tournament.id}`}
              name={tournament.title}
              onRemove={() => onRemoveTournament(tournament.id)}
              amount={tournament.isPurchased ? formatBuyIn(tournament.buyIn, tournament.currency) : undefined}
            >
              <Flex gap="2" align="center">
                <Badge color={tournament.isPurchased ? 'jade' : 'amber'} highContrast>{tournament.isPurchased ? 'Purchased' : 'Reserved'}</Badge>
                <Text size="1" color="gray">
                  {formatDate(tournament.date)}
                  {tournament.isPurchased ? '' : ' · pay at venue'}
                </Text>
              </Flex>
            </Line>
          ))}
          {entry.extras.map((extra) => (
            <Line
              key={`e${extra.id}`}
              name={extra.name}
              onRemove={() => onRemoveExtra(extra.id)}
              amount={`${formatMoney(extra.price)} × ${extra.quantity} = ${formatMoney(extra.price * extra.quantity)}`}
            >
              <Text as="div" size="1" color="gray">
                Quantity: {extra.quantity}
              </Text>
            </Line>
          ))}
        </Flex>
        <Separator size="4" my="3" />
        {/* each discount off this package, above the package's amount after them */}
        {priced?.view.discounts.map((discount) => (
          <Flex key={`${discount.source}-${discount.code ?? ''}`} justify="between" gap="3" mb="1" data-testid="discount-line">
            <Text size="2">{discount.label}</Text>
            <Text size="2" weight="medium" className="cart-amount">
              {formatCents(-discount.amountCents, priced.view.currency)}
            </Text>
          </Flex>
        ))}
        <Flex justify="between" align="center">
          <Text size="2" weight="medium">
            Subtotal
          </Text>
          <Text size="3" weight="bold">
            {priced ? formatCents(priced.view.totalPriceCents, priced.view.currency) : formatMoney(festivalTotal(entry))}
          </Text>
        </Flex>
        {price && (
          <Box mt="2">
            <EntryVoucherCode entry={entry} price={price} />
          </Box>
        )}
        <Flex gap="2" mt="3" wrap="wrap">
          <Button asChild size="2" style={{ flexGrow: 1 }}>
            <Link to={appPaths.bookingWizard.to(entry.productId)} onClick={onContinue}>
              Continue with {entry.productName}
            </Link>
          </Button>
          <Button size="2" variant="soft" color="red" onClick={onRemoveProduct}>
            Remove product
          </Button>
        </Flex>
      </section>
    </Box>
  );
}
