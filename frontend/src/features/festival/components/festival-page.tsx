import '../festival.css';
import { Box, Button, Container, Flex, Grid, Text } from '@radix-ui/themes';
import { useParams } from 'react-router-dom';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { MessageScreen } from '../../../components/ui/message-screen';
import { ApiError } from '../../../lib/api-client';
import { useRestoreFlagRemoval } from '../../../lib/restore-flag';
import { AuthDialog } from '../../account';
import { formatMoney, useProduct, useProductAccommodations, useProductExtras, useProductHotels, useProductTournaments, type Festival } from '../../catalogue';
import { useEntryPrice } from '../../cart';
import { OfferBanner, useFestivalOffer } from '../../waiting-list';
import { bookingHold, itemOnSaleFrom, opensWholeFestival, SalesPanelOnDemand, serverNow, useSalesQueue } from '../../sales-queue';
import { bookingBarFigures, fromPriceText } from '../booking-bar-figures';
import type { ChoosableWhenSoldOut, SoldOutAction } from '../sold-out-action';
import { useContinueBooking } from '../use-continue-booking';
import { useFestivalSelection } from '../use-festival-selection';
import { useOfferChoice } from '../use-offer-choice';
import { BookingBar } from './booking-bar';
import { FestivalHero } from './festival-hero';
import { FestivalInfoCard } from './festival-info-card';
import { OrderSummary } from './order-summary';
import { PackageChoices } from './package-choices';
import { BackHomeButton } from '../../../components/ui/back-home-button';

function FestivalPackage({ festival, soldOutAction, choosableWhenSoldOut }: { festival: Festival } & FestivalPageProps) {
  const productId = festival.productId;
  const accommodations = useProductAccommodations(productId);
  const hotels = useProductHotels(productId);
  const tournaments = useProductTournaments(productId);
  const extras = useProductExtras(productId);
  const selection = useFestivalSelection(festival, { accommodations: accommodations.data, hotels: hotels.data });
  // the offer e-mail's link (?offer=) chooses the item its offer holds, and the order goes through it
  const offerState = useFestivalOffer(productId);
  const offer = offerState.kind === 'found' ? offerState.offer : undefined;
  useOfferChoice({ offer, accommodations: accommodations.data, tournaments: tournaments.data, selection });
  // issue 30: before the festival's sales open, and while its queue runs until this visitor's turn, nothing is booked
  const salesTimes = [festival.salesOpenAt, ...(accommodations.data ?? []).map((room) => room.salesOpenAt), ...(tournaments.data ?? []).map((seat) => seat.salesOpenAt)];
  const queue = useSalesQueue({ productId, times: salesTimes });
  // an order through a waiting-list offer needs no turn in the queue
  const hold = offer ? null : bookingHold(queue, festival.salesOpenAt);
  const onSaleFrom = (salesOpenAt: string | null | undefined) => itemOnSaleFrom(salesOpenAt, serverNow(queue));
  const price = useEntryPrice(selection.entry);
  const booking = useContinueBooking({ festival, entry: selection.entry, accommodations: accommodations.data, hotels: hotels.data, offer, hold });
  // the item an offer holds for this player stays choosable when sold out
  const heldForMe: ChoosableWhenSoldOut = (item) => offer !== undefined && offer.kind === item.kind && offer.itemId === item.id;
  const lists = { accommodations, hotels: hotels.data, tournaments, extras };
  // before anything is chosen the bar's way on is the first choice, not a booking of nothing
  const barAction = bookingBarFigures(selection.entry).chosen
    ? { label: 'Continue Booking', onClick: booking.start, disabled: Boolean(hold) }
    : { label: 'Choose Package', onClick: () => document.getElementById('hotel-heading')?.scrollIntoView({ block: 'start' }) };

  return (
    <>
      <FestivalHero festival={festival} />
      <Container size="4" px="4" pb="9">
        <Grid columns={{ initial: '1', md: '3fr 1fr' }} gap="6">
          <Flex direction="column" gap="6">
            {queue && <SalesPanelOnDemand productId={productId} reading={queue} wholeFestival={opensWholeFestival(queue, festival.salesOpenAt)} />}
            <OfferBanner state={offerState} />
            <PackageChoices
              lists={lists}
              selection={selection}
              soldOutAction={soldOutAction}
              choosableWhenSoldOut={choosableWhenSoldOut ?? heldForMe}
              onSaleFrom={onSaleFrom}
            />
            {/* on a phone the booking bar carries the total and the way on */}
            <Flex className="package-actions" display={{ initial: 'none', sm: 'flex' }} justify="between" align="center" gap="3" wrap="wrap">
              <Text size="3">
                Total: <strong>{price.priced ? formatMoney(price.priced.view.totalPrice, price.priced.view.currency) : formatMoney(selection.total)}</strong>
              </Text>
              <Flex gap="2">
                <Button size="3" variant="soft" onClick={booking.start} disabled={Boolean(hold)}>
                  View Summary
                </Button>
                <Button size="3" onClick={booking.start} disabled={Boolean(hold)}>
                  Continue Booking
                </Button>
              </Flex>
            </Flex>
          </Flex>
          <Box asChild>
            <aside aria-label="Booking summary and festival information" className="festival-sidebar">
              <Flex direction="column" gap="4">
                <OrderSummary entry={selection.entry} total={selection.total} price={price} continueLabel={booking.label} onContinue={booking.start} hold={hold} />
                <FestivalInfoCard
                  festival={festival}
                  tournamentCount={tournaments.data?.length}
                  accommodationCount={accommodations.data?.length}
                />
              </Flex>
            </aside>
          </Box>
        </Grid>
        <BookingBar entry={selection.entry} fromPrice={fromPriceText(festival)} action={barAction} hold={hold} />
      </Container>
      <AuthDialog {...booking.authDialog} />
    </>
  );
}

export interface FestivalPageProps {
  /** What a sold-out room type or tournament offers under its "Sold out" badge (the waiting list's "Notify me"). */
  soldOutAction?: SoldOutAction;
  /** A sold-out item this player may still choose (held for them by a waiting-list offer); none when left out. */
  choosableWhenSoldOut?: ChoosableWhenSoldOut;
}

/** /festivals/{id}: choose a room, tournament seats and extras for one festival. */
export default function FestivalPage({ soldOutAction, choosableWhenSoldOut }: FestivalPageProps = {}) {
  const { id } = useParams();
  const festival = useProduct(id);
  // the selections live in the cart, so the flag the login hands back has nothing left to do here
  useRestoreFlagRemoval();
  if (festival.isPending) return <LoadingScreen label="Loading festival" />;
  if (festival.isError || !festival.data) {
    const missing = !festival.isError || (festival.error instanceof ApiError && festival.error.status === 404);
    return (
      <MessageScreen
        title={missing ? 'Festival not found' : 'Failed to fetch festival details'}
        message={missing ? 'This festival does not exist or is no longer offered.' : 'Please try again in a moment.'}
        actions={<BackHomeButton />}
      />
    );
  }
  return <FestivalPackage key={festival.data.productId} festival={festival.data} soldOutAction={soldOutAction} choosableWhenSoldOut={choosableWhenSoldOut} />;
}
