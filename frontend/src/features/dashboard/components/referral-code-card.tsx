import { Button, Code, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { copyText } from '../referral-code-copy';
import { SectionCard } from '../../../components/ui/section-card';

/** The agent's referral code and a Copy button that says whether the copy worked. */
export function ReferralCodeCard({ code }: { code: string }) {
  const [copying, setCopying] = useState(false);

  const copy = async () => {
    setCopying(true);
    const copied = await copyText(code);
    setCopying(false);
    if (copied) notify({ title: 'Referral code copied', description: `${code} is on your clipboard.`, tone: 'success', id: 'referral-copy' });
    else notify({ title: 'Could not copy', description: `Select the code ${code} and copy it by hand.`, tone: 'destructive', id: 'referral-copy' });
  };

  return (
    <SectionCard headingId="referral-code-heading" title="Your Referral Code" as="h3" stack="3">
      <Flex gap="3" align="center" wrap="wrap">
        <Code size="6" variant="soft" data-testid="referral-code">
          {code}
        </Code>
        <Button variant="soft" onClick={() => void copy()} loading={copying} aria-label={`Copy referral code ${code}`}>
          Copy
        </Button>
      </Flex>
      <Text size="2" color="gray">
        New players enter this code when they register; their bookings count towards your commission.
      </Text>
    </SectionCard>
  );
}
