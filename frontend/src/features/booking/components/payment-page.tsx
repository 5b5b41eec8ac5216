import '../booking-flow.css';
import { Box, Card, Container, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useCurrentUser } from '../../account/api/get-current-user';
import { BookingProgress } from '../../festival/components/booking-progress';
import { useBookingState } from '../use-booking-state';
import { AuthRequired } from './auth-required';
import { BookingHelp } from './booking-help';
import { HoldNotice } from './hold-notice';
import { PaymentCheckout } from './payment-checkout';
import { PaymentSummary } from './payment-summary';

/** /booking/payment: pay the pending order the details page created (product spec section 2). */
export default function PaymentPage() {
  const { user, isLoading } = useCurrentUser();
  const { draft, orderId } = useBookingState({ active: Boolean(user), needsOrderId: true });
  if (isLoading) return <LoadingScreen label="Checking your session" />;
  if (!user) return <AuthRequired />;
  if (!draft || !orderId) return <LoadingScreen label="Loading your booking" />;

  return (
    <Container size="4" px="4" py="6">
      <Heading as="h1" size="7">
        Secure Payment
      </Heading>
      <Text as="p" color="gray" mt="1">
        {draft.festivalName}
      </Text>
      <Box my="5">
        <BookingProgress current={2} />
      </Box>
      <Grid columns={{ initial: '1', md: '3fr 2fr' }} gap="6" align="start">
        <Card size="3" asChild>
          <section aria-labelledby="card-payment-heading">
            <Heading as="h2" size="4" id="card-payment-heading" mb="4">
              Card payment
            </Heading>
            <Flex direction="column" gap="4">
              <HoldNotice orderId={orderId} />
              <PaymentCheckout orderId={orderId} draft={draft} email={user.email} />
            </Flex>
          </section>
        </Card>
        <Box asChild>
          <aside aria-label="Booking summary" className="booking-flow-sidebar">
            <Flex direction="column" gap="4">
              <PaymentSummary orderId={orderId} draft={draft} />
              <BookingHelp title="Questions about your payment?" />
            </Flex>
          </aside>
        </Box>
      </Grid>
    </Container>
  );
}
