import { Box, Button, Flex, Grid, Select, Text } from '@radix-ui/themes';
import type { BookingWizardEvent } from '../machines/booking-wizard.machine';
import type { WizardCatalogue, WizardSelection } from '../wizard-package';
import { FestivalFactsCard } from './festival-facts-card';
import { PackageSummary } from './package-summary';
import { RoomChoice } from './room-choice';
import { SeatAndExtraChoice } from './seat-and-extra-choice';

interface OptionsStepProps {
  catalogue: WizardCatalogue;
  selection: WizardSelection;
  /** 3, 4 or 5, and the cart's own stay when it is another length. */
  nightsOptions: readonly number[];
  send: (event: BookingWizardEvent) => void;
}

function NightsSelect({ nights, options, onChange }: { nights: number; options: readonly number[]; onChange: (nights: number) => void }) {
  return (
    <Flex direction="column" gap="1" maxWidth="200px">
      <Text as="label" htmlFor="wizard-nights" size="2" weight="medium">
        Number of nights
      </Text>
      <Select.Root value={String(nights)} onValueChange={(value) => onChange(Number(value))} size="3">
        <Select.Trigger id="wizard-nights" />
        <Select.Content position="popper">
          {options.map((option) => (
            <Select.Item key={option} value={String(option)}>
              {option} nights
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  );
}

/** Step 1, Choose Options: the festival, a room and nights, seats and extras, and the live summary. */
export function OptionsStep({ catalogue, selection, nightsOptions, send }: OptionsStepProps) {
  return (
    <Grid columns={{ initial: '1', md: '3fr 2fr' }} gap="6" align="start">
      <Flex direction="column" gap="6">
        <RoomChoice catalogue={catalogue} roomId={selection.roomId} onChoose={(roomId) => send({ type: 'CHOOSE_ROOM', roomId })} />
        <NightsSelect nights={selection.nights} options={nightsOptions} onChange={(nights) => send({ type: 'CHOOSE_NIGHTS', nights })} />
        <SeatAndExtraChoice
          catalogue={catalogue}
          selection={selection}
          onToggleTournament={(tournamentId) => send({ type: 'TOGGLE_TOURNAMENT', tournamentId })}
          onToggleExtra={(extraId) => send({ type: 'TOGGLE_EXTRA', extraId })}
        />
      </Flex>
      <Flex direction="column" gap="4">
        <FestivalFactsCard catalogue={catalogue} selection={selection} />
        <PackageSummary catalogue={catalogue} selection={selection} />
        <Box>
          <Button size="3" style={{ width: '100%' }} disabled={selection.roomId === null} onClick={() => send({ type: 'NEXT' })}>
            Continue to Details
          </Button>
        </Box>
      </Flex>
    </Grid>
  );
}
