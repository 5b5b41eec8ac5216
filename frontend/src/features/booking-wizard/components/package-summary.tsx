import { Callout, Card, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import { fromMajorUnits, pointsForBooking } from '@pokerfest/domain';
import { formatBuyIn, formatMoney } from '../../catalogue/format';
import { roomName } from '../../catalogue/types';
import { chosenExtras, chosenRoom, chosenTournaments, hotelOf, quoteSelection, type WizardCatalogue, type WizardSelection } from '../wizard-package';

function Line({ label, amount }: { label: string; amount: string }) {
  return (
    <Flex justify="between" gap="3">
      <Text size="2">{label}</Text>
      <Text size="2" weight="medium" style={{ whiteSpace: 'nowrap' }}>
        {amount}
      </Text>
    </Flex>
  );
}

interface PackageSummaryProps {
  catalogue: WizardCatalogue;
  selection: WizardSelection;
}

/** The live order summary: room x nights, every chosen buy-in and extra, the total and the points it earns. */
export function PackageSummary({ catalogue, selection }: PackageSummaryProps) {
  const room = chosenRoom(catalogue, selection);
  const quote = quoteSelection(catalogue, selection);
  const currency = quote.ok ? quote.price.currency : room?.currency;
  return (
    <Card size="3" asChild>
      <section aria-labelledby="wizard-summary-heading">
        <Heading as="h2" size="4" id="wizard-summary-heading" mb="3">
          Order Summary
        </Heading>
        <Flex direction="column" gap="2">
          {room ? (
            <Line
              label={`${hotelOf(catalogue, room)?.name ?? 'Hotel'} – ${roomName(room)} (${selection.nights} nights × ${formatMoney(room.pricePerNight, room.currency)})`}
              amount={formatMoney((fromMajorUnits(room.pricePerNight) * selection.nights) / 100, room.currency)}
            />
          ) : (
            <Text size="2" color="gray">
              No hotel selected yet.
            </Text>
          )}
          {chosenTournaments(catalogue, selection).map((tournament) => (
            <Line key={tournament.id} label={tournament.title} amount={formatBuyIn(tournament.buyIn, tournament.currency)} />
          ))}
          {chosenExtras(catalogue, selection).map((extra) => (
            <Line key={extra.id} label={extra.name} amount={formatMoney(extra.price, currency)} />
          ))}
        </Flex>
        <Separator size="4" my="3" />
        {quote.ok ? (
          <Flex direction="column" gap="1">
            <Flex justify="between" align="center">
              <Text weight="bold">Total</Text>
              <Text size="5" weight="bold" data-testid="wizard-total">
                {formatMoney(quote.price.totalCents / 100, quote.price.currency)}
              </Text>
            </Flex>
            <Text size="2" color="gray">
              Earn about {pointsForBooking(quote.price.totalCents)} loyalty points with this package.
            </Text>
          </Flex>
        ) : (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{quote.problem}</Callout.Text>
          </Callout.Root>
        )}
      </section>
    </Card>
  );
}
