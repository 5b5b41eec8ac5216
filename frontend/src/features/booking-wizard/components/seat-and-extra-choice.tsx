import { Card, Checkbox, Flex, Heading, Text } from '@radix-ui/themes';
import { formatBuyIn, formatDate, formatMoney, seatStanding, stockText, useLowStockThreshold, type Tournament } from '../../catalogue';
import { isBookableSeat, type WizardCatalogue, type WizardSelection } from '../wizard-package';

interface ChoiceCardProps {
  title: string;
  amount: string;
  lines: readonly (string | null | undefined)[];
  checked: boolean;
  disabled?: boolean;
  onToggle: () => void;
}

function ChoiceCard({ title, amount, lines, checked, disabled, onToggle }: ChoiceCardProps) {
  return (
    <Card asChild>
      <Text as="label" size="2" style={disabled ? { opacity: 0.7 } : undefined}>
        <Flex gap="3" align="start">
          <Checkbox size="3" checked={checked} disabled={disabled} onCheckedChange={onToggle} />
          <Flex direction="column" gap="1" flexGrow="1">
            <Flex justify="between" gap="2">
              <Text weight="bold">{title}</Text>
              <Text weight="bold">{amount}</Text>
            </Flex>
            {lines.filter(Boolean).map((line) => (
              <Text key={line} color="gray">
                {line}
              </Text>
            ))}
          </Flex>
        </Flex>
      </Text>
    </Card>
  );
}

interface SeatAndExtraChoiceProps {
  catalogue: WizardCatalogue;
  selection: WizardSelection;
  onToggleTournament: (tournamentId: number) => void;
  onToggleExtra: (extraId: number) => void;
}

/** Why a seat cannot be bought here, or how few are left. */
function seatNote(tournament: Tournament, threshold: number): string | null {
  if (tournament.canBePurchased === false) return 'Reservation only: reserve this seat on the festival page';
  return stockText(seatStanding(tournament, threshold));
}

/** Tournament seats (all paid in the wizard) and extras, each a checkbox. */
export function SeatAndExtraChoice({ catalogue, selection, onToggleTournament, onToggleExtra }: SeatAndExtraChoiceProps) {
  const threshold = useLowStockThreshold();
  return (
    <>
      <section aria-labelledby="wizard-tournaments-heading">
        <Heading as="h2" size="5" id="wizard-tournaments-heading" mb="3">
          Tournaments
        </Heading>
        <Flex direction="column" gap="3">
          {catalogue.tournaments.length === 0 && <Text color="gray">No tournaments are scheduled for this festival yet.</Text>}
          {catalogue.tournaments.map((tournament) => (
            <ChoiceCard
              key={tournament.id}
              title={tournament.title}
              amount={formatBuyIn(tournament.buyIn, tournament.currency)}
              lines={[formatDate(tournament.date), seatNote(tournament, threshold)]}
              checked={selection.tournamentIds.includes(tournament.id)}
              disabled={!isBookableSeat(tournament) && !selection.tournamentIds.includes(tournament.id)}
              onToggle={() => onToggleTournament(tournament.id)}
            />
          ))}
        </Flex>
      </section>
      <section aria-labelledby="wizard-extras-heading">
        <Heading as="h2" size="5" id="wizard-extras-heading" mb="3">
          Extras
        </Heading>
        <Flex direction="column" gap="3">
          {catalogue.extras.length === 0 && <Text color="gray">No extras are offered for this festival.</Text>}
          {catalogue.extras.map((extra) => (
            <ChoiceCard
              key={extra.id}
              title={extra.name}
              amount={formatMoney(extra.price)}
              lines={[extra.description]}
              checked={selection.extraIds.includes(extra.id)}
              onToggle={() => onToggleExtra(extra.id)}
            />
          ))}
        </Flex>
      </section>
    </>
  );
}
