import { Card, Heading, Link, Text } from '@radix-ui/themes';
import { SUPPORT_EMAIL, SUPPORT_HOURS } from '../../../config/support';

/** The help box of the booking screens: whom to write to, and when support answers. */
export function BookingHelp({ title = 'Need help?' }: { title?: string }) {
  return (
    <Card size="2" asChild>
      <section aria-labelledby="booking-help-heading">
        <Heading as="h2" size="3" id="booking-help-heading" mb="2">
          {title}
        </Heading>
        <Text as="p" size="2" color="gray" mb="1">
          Our support team can help with your booking.
        </Text>
        <Text as="p" size="2">
          Email: <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>
        </Text>
        <Text as="p" size="2">
          Support hours: {SUPPORT_HOURS}
        </Text>
      </section>
    </Card>
  );
}
