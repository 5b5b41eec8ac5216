import { Box, Button, Flex, Grid } from '@radix-ui/themes';
import { BookingBar, fromPriceText, PackageChoices, type FestivalSelection, type PackageLists } from '../../festival';
import type { BookingWizardEvent } from '../machines/booking-wizard.machine';
import type { WizardCatalogue, WizardSelection } from '../wizard-package';
import { FestivalFactsCard } from './festival-facts-card';
import { PackageSummary } from './package-summary';
import type { WizardSummary } from './payment-step';

interface OptionsStepProps {
  catalogue: WizardCatalogue;
  /** The festival page's choices, kept in the cart: what the sections show and change. */
  choices: FestivalSelection;
  /** The same choices as the machine holds them: what the summary prices. */
  selection: WizardSelection;
  /** The server's price and the cart entry holding the code. */
  summary: WizardSummary;
  /** The player pressed Continue without a room. */
  roomAsked: boolean;
  send: (event: BookingWizardEvent) => void;
}

const CONTINUE = 'Continue to Details';

/** Step 1, Choose Options: the festival page's room and dates, seats (Book Now or Reserve) and extras, with the live summary. */
export function OptionsStep({ catalogue, choices, selection, summary, roomAsked, send }: OptionsStepProps) {
  const roomChosen = catalogue.rooms.some((room) => room.id === selection.roomId);
  const loaded = <Item,>(data: readonly Item[]) => ({ data, isPending: false, isError: false });
  const lists: PackageLists = {
    accommodations: loaded(catalogue.rooms),
    hotels: catalogue.hotels,
    tournaments: loaded(catalogue.tournaments),
    extras: loaded(catalogue.extras),
  };
  const next = () => {
    // the question is asked where it is answered: the hotel section comes into view with it
    if (!roomChosen) document.getElementById('hotel-heading')?.scrollIntoView({ block: 'start' });
    send({ type: 'NEXT' });
  };
  return (
    <>
      <Grid columns={{ initial: '1', md: '3fr 2fr' }} gap="6" align="start">
        <Flex direction="column" gap="6">
          <PackageChoices lists={lists} selection={choices} roomProblem={roomAsked && !roomChosen ? 'Please select a hotel' : null} />
        </Flex>
        <Flex direction="column" gap="4">
          <FestivalFactsCard catalogue={catalogue} selection={selection} paidCents={summary.price.priced?.view.amountDueCents} />
          <PackageSummary catalogue={catalogue} selection={selection} {...summary} />
          {/* on a phone the booking bar carries it, in view wherever the player scrolled to */}
        <Box display={{ initial: 'none', sm: 'block' }}>
            <Button size="3" style={{ width: '100%' }} onClick={next}>
              {CONTINUE}
            </Button>
          </Box>
        </Flex>
      </Grid>
      <BookingBar entry={choices.entry} fromPrice={fromPriceText(catalogue.festival)} action={{ label: CONTINUE, onClick: next }} />
    </>
  );
}
