import { Box, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { PRODUCT_NAME } from '../../../config/brand';
import { LegalLink } from '../../legal';

const BENEFITS = [
  {
    title: 'All-in-one booking',
    text: 'Hotel room, tournament seats and extras for a festival, booked together as one package.',
  },
  {
    title: 'Loyalty programme',
    text: 'Earn loyalty points on every booking and reach VIP status with its extra benefits.',
  },
  {
    title: 'Referral system',
    text: 'Share your referral code: agents earn a commission on the players they bring in.',
  },
] as const;

/** The auth page's marketing column: why an account is worth it. */
export function AuthBenefits() {
  return (
    <Flex direction="column" gap="4">
      <Heading as="h2" size="6">
        Why join {PRODUCT_NAME}?
      </Heading>
      {BENEFITS.map((benefit) => (
        <Card key={benefit.title} size="2">
          <Box>
            <Heading as="h3" size="3" mb="1">
              {benefit.title}
            </Heading>
            <Text as="p" size="2" color="gray">
              {benefit.text}
            </Text>
          </Box>
        </Card>
      ))}
    </Flex>
  );
}

/** The terms and privacy notice under the auth forms (the auth page's and the Authentication dialog's). */
export function TermsNotice() {
  return (
    <Text as="p" size="1" color="gray" align="center">
      By logging in or creating an account you agree to our <LegalLink document="terms">Terms of Service</LegalLink> and{' '}
      <LegalLink document="privacy">Privacy Policy</LegalLink>.
    </Text>
  );
}
