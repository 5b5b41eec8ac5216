import '../booking-flow.css';
import { Box, Button, Container, Flex, Grid } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { OrderView } from '@pokerfest/domain';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { MessageScreen } from '../../../components/ui/message-screen';
import { appPaths } from '../../../config/paths';
import { useCurrentUser } from '../../account';
import { orderPackageLines, useOrder, withOrderPrice } from '../../checkout';
import { BookingStepHeading } from './booking-step-heading';
import type { BookingDraft } from '../booking-draft';
import { draftPackageLines } from '../draft-lines';
import { useBookingState } from '../use-booking-state';
import { AuthRequired } from './auth-required';
import { orderPayable } from '../order-payment';
import { BookingHelp } from './booking-help';
import { ChangeDueSummary } from './change-due-summary';
import { HoldNotice } from './hold-notice';
import { PaymentCheckout, type PaymentBackLink } from './payment-checkout';
import { PaymentSummary, type PaidPackage } from './payment-summary';
import { SectionCard } from '../../../components/ui/section-card';
import { DepositNotice, PlanScheduleCard } from '../payment-plan/deposit-notice';

interface PaymentScreenProps {
  paid: PaidPackage;
  amount: number;
  festivalId: string;
  email: string;
  /** What is paid when not the order as first placed (see paymentKey). */
  keyScope?: string;
  /** The summary beside the card form, when not the package's (a change's difference). */
  summary?: ReactNode;
  back?: PaymentBackLink;
  /** The order as placed, when read: under a plan its deposit is what is charged now, beside its schedule. */
  placed?: OrderView;
  /** A plan's deposit is charged: the player may have the later payments charged to the same card. */
  deposit?: boolean;
}

function PaymentScreen({ paid, amount, festivalId, email, keyScope, summary, back, placed, deposit = false }: PaymentScreenProps) {
  return (
    <Container size="4" px="4" py="6">
      <BookingStepHeading title="Secure Payment" festival={paid.festivalName} step={2} />
      <Grid columns={{ initial: '1', md: '3fr 2fr' }} gap="6" align="start">
        <SectionCard headingId="card-payment-heading" title="Card payment" mb="4">
          <Flex direction="column" gap="4">
            <HoldNotice orderId={paid.orderId} />
            {placed && !summary && <DepositNotice order={placed} />}
            <PaymentCheckout orderId={paid.orderId} amount={amount} keyScope={keyScope} autoChargeOffered={deposit} back={back} festivalId={festivalId} email={email} />
          </Flex>
        </SectionCard>
        <Box asChild>
          <aside aria-label="Booking summary" className="booking-flow-sidebar">
            <Flex direction="column" gap="4">
              {summary ?? <PaymentSummary paid={paid} />}
              {placed && !summary && <PlanScheduleCard order={placed} />}
              <BookingHelp title="Questions about your payment?" />
            </Flex>
          </aside>
        </Box>
      </Grid>
    </Container>
  );
}

/** The draft's package at the placed order's price (its discounts, the credit it took), once the order is read. */
const draftPackage = (orderId: string, draft: BookingDraft, order: OrderView | undefined): PaidPackage => ({
  orderId,
  ...draft,
  lines: order ? withOrderPrice(draftPackageLines(draft), order) : draftPackageLines(draft),
  totalTestId: 'booking-total',
});

const orderPackage = (order: OrderView): PaidPackage => ({ orderId: order.id, ...order, lines: orderPackageLines(order), totalTestId: 'order-total' });

/** What an order that cannot be paid (any more) is, in plain words. */
function notPayableText(order: OrderView): string {
  if (order.status === 'confirmed' && order.payment.balanceDueCents > 0) return "This booking's deposit is paid. Its next payments are made from the booking's page.";
  if (order.status === 'confirmed') return 'This booking is already paid. Its confirmation is ready for you.';
  if (order.status === 'expired') return 'The hold on this booking has expired and its room and seats were released, so it can no longer be paid. Please start a new booking.';
  if (order.status === 'cancelled') return 'This booking was cancelled, so it can no longer be paid. Please start a new booking.';
  return 'Your payment for this booking is being confirmed. Its confirmation shows the moment it is done.';
}

/**
 * /booking/payment?order_id={id}: pays a pending order of this player, read from the server (the
 * dashboard's 'Complete payment'), or the difference of a change waiting on a confirmed booking.
 */
function OrderPayment({ orderId, email }: { orderId: string; email: string }) {
  const order = useOrder(orderId);
  if (order.isPending) return <LoadingScreen label="Loading your booking" />;
  const paid = order.data;
  const payable = paid ? orderPayable(paid) : null;
  if (!paid || !payable) {
    return (
      <MessageScreen
        title={paid ? 'Nothing to pay' : 'No Booking Found'}
        message={paid ? notPayableText(paid) : "We couldn't find this booking. Your bookings are listed in your dashboard."}
        actions={
          <Flex gap="3" wrap="wrap">
            {paid && (
              <Button asChild size="3">
                <Link to={appPaths.bookingConfirmationOf(paid.id)}>View booking</Link>
              </Button>
            )}
            <Button asChild size="3" variant={paid ? 'soft' : 'solid'}>
              <Link to={appPaths.dashboard}>View My Bookings</Link>
            </Button>
          </Flex>
        }
      />
    );
  }
  const change = payable.kind === 'change';
  const summary = change ? <ChangeDueSummary order={paid} change={payable.change} /> : undefined;
  const back = change ? { to: appPaths.bookingConfirmationOf(paid.id), label: 'Back to booking' } : undefined;
  const deposit = payable.kind === 'booking' && payable.deposit;
  return (
    <PaymentScreen
      paid={orderPackage(paid)}
      amount={payable.amount}
      keyScope={payable.keyScope}
      summary={summary}
      back={back}
      festivalId={paid.productId}
      email={email}
      placed={paid}
      deposit={deposit}
    />
  );
}

/**
 * The order the details page just placed, paid from its stored draft. The order is read first (the
 * details page left it in the cache): under a plan the deposit is charged, and with tournament credit
 * what the card pays, not the draft's total. An order that cannot be read is charged the draft's
 * total, and the server says if that is wrong.
 */
function DraftPayment({ draft, orderId, email }: { draft: BookingDraft; orderId: string; email: string }) {
  const order = useOrder(orderId);
  if (order.isPending) return <LoadingScreen label="Loading your booking" />;
  const payable = order.data ? orderPayable(order.data) : null;
  const booking = payable?.kind === 'booking' ? payable : null;
  const planned = booking?.deposit ? booking : null;
  return (
    <PaymentScreen
      paid={draftPackage(orderId, draft, order.data)}
      amount={booking?.amount ?? draft.totalBookingPrice}
      keyScope={planned?.keyScope}
      festivalId={draft.festivalId}
      email={email}
      placed={order.data}
      deposit={planned !== null}
    />
  );
}

/**
 * /booking/payment: pay the pending order the details page created, or with ?order_id= any pending
 * order of this player (product spec section 2; issue 12).
 */
export default function PaymentPage() {
  const { user, isLoading } = useCurrentUser();
  const [searchParams] = useSearchParams();
  const orderIdParam = searchParams.get('order_id')?.trim() || null;
  const { draft, orderId } = useBookingState({ active: Boolean(user), needsOrderId: true, skip: orderIdParam !== null });
  if (isLoading) return <LoadingScreen label="Checking your session" />;
  if (!user) return <AuthRequired />;
  if (orderIdParam) return <OrderPayment orderId={orderIdParam} email={user.email} />;
  if (!draft || !orderId) return <LoadingScreen label="Loading your booking" />;
  return <DraftPayment draft={draft} orderId={orderId} email={user.email} />;
}
