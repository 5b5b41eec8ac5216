import { Box, Button, Container, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { LOYALTY_RULES, SUPPORT_EMAIL, SUPPORT_HOURS } from '../../../config/support';
import { useCancellationPolicy } from '../../../lib/cancellation-policy';
import { SectionCard } from '../../../components/ui/section-card';
import { useLoyaltyRules } from '../../loyalty';
import { BackHomeButton } from '../../../components/ui/back-home-button';

function Topic({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <SectionCard headingId={id} title={title} size="5" mb="2">
      <Flex direction="column" gap="2">
        {children}
      </Flex>
    </SectionCard>
  );
}

/** /help: how to reach support, the cancellation policy and how loyalty points work. */
export function HelpPage() {
  // the shop's configured rules (GET /api/loyalty/config, cached), its defaults until they arrive
  const rules = useLoyaltyRules();
  // the policy the shop owner set in Settings (GET /api/cancellation-policy), the default's words until it arrives
  const policy = useCancellationPolicy();
  return (
    <Container size="2" px="4" py="7">
      <Flex direction="column" gap="5">
        <Box>
          <Heading as="h1" size="8" mb="2">
            Help &amp; Support
          </Heading>
          <Text as="p" color="gray">
            Questions about a festival package or a booking? We are happy to help.
          </Text>
        </Box>
        <Topic id="help-contact" title="Contact us">
          <Text as="p">
            Support hours: <strong>{SUPPORT_HOURS}</strong>
          </Text>
          <Text as="p">
            E-mail: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </Text>
          <Text as="p" color="gray" size="2">
            Please include your booking reference (it starts with NF-) when writing about an existing booking.
          </Text>
        </Topic>
        <Topic id="help-cancellation" title="Cancellation policy">
          {policy.sentences.map((sentence) => (
            <Text as="p" key={sentence}>
              {sentence}
            </Text>
          ))}
        </Topic>
        <Topic id="help-loyalty" title="How loyalty points work">
          <ul>
            <li>You earn {rules.earnRatePercent}% of your booking value as loyalty points.</li>
            <li>You earn {rules.referralBonusPoints} points for every new player you refer.</li>
            <li>With {rules.vipThresholdPoints} points you reach VIP status.</li>
            <li>Points are added within {LOYALTY_RULES.pointsAddedWithinHours} hours of check-in.</li>
          </ul>
        </Topic>
        <Flex gap="3" wrap="wrap">
          <Button asChild>
            <a href={`mailto:${SUPPORT_EMAIL}`}>E-mail support</a>
          </Button>
          <BackHomeButton variant="soft" />
        </Flex>
      </Flex>
    </Container>
  );
}
