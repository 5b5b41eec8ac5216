import { Badge, Card, Flex, Grid, Heading, Progress, Text } from '@radix-ui/themes';
import type { LoyaltyRules, LoyaltySummaryView } from '@pokerfest/domain';
import { useLoyaltyConfig, useLoyaltySummary, earnWays, nextTier, tierBenefits, tierName, tierStatusLabel } from '../../loyalty';
import { LoyaltyTransactions } from './loyalty-transactions';
import { SectionCard } from '../../../components/ui/section-card';
import { LoadFailure, TabLoading } from './tab-status';

function CurrentPoints({ summary, rules }: { summary: LoyaltySummaryView; rules: LoyaltyRules }) {
  return (
    <SectionCard headingId="loyalty-current-heading" title="Current Points" as="h3" size="3" color="gray" stack="2">
      <Text size="8" weight="bold" data-testid="loyalty-points">
        {summary.points}
      </Text>
      <Text weight="medium" data-testid="loyalty-status">
        {tierStatusLabel(summary.points, rules)}
      </Text>
      {summary.pendingPoints > 0 && (
        <Text size="2" color="gray">
          {summary.pendingPoints} more points on their way, added within 24 hours of check-in.
        </Text>
      )}
    </SectionCard>
  );
}

function NextTierCard({ points, rules }: { points: number; rules: LoyaltyRules }) {
  const next = nextTier(points, rules);
  return (
    <SectionCard headingId="loyalty-next-heading" title="Next Tier" as="h3" size="3" color="gray" stack="3">
      <Text weight="medium">VIP Member</Text>
      <Progress value={next.percent} size="3" aria-label={`Progress to VIP Member: ${next.percent}%`} />
      <Text size="2" data-testid="loyalty-next-tier">
        {next.text}
      </Text>
    </SectionCard>
  );
}

function HowToEarn({ rules }: { rules: LoyaltyRules }) {
  return (
    <SectionCard headingId="loyalty-earn-heading" title="How to Earn Points" as="h3">
      <Flex asChild direction="column" gap="2" m="0" pl="5">
        <ul>
          {earnWays(rules).map((line) => (
            <li key={line}>
              <Text>{line}</Text>
            </li>
          ))}
        </ul>
      </Flex>
    </SectionCard>
  );
}

function TierBenefitsCard({ points, rules }: { points: number; rules: LoyaltyRules }) {
  const current = tierName(points, rules);
  return (
    <SectionCard headingId="loyalty-benefits-heading" title="Tier Benefits" as="h3">
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        {tierBenefits(rules).map((tier) => (
          <Card key={tier.name} variant={tier.name === current ? 'surface' : 'ghost'}>
            <Flex direction="column" gap="2">
              <Flex gap="2" align="center" wrap="wrap">
                <Heading as="h4" size="3">
                  {tier.name}
                </Heading>
                {tier.name === current && <Badge color="jade">Your tier</Badge>}
              </Flex>
              <Text size="2" color="gray">
                {tier.requirement}
              </Text>
              <Flex asChild direction="column" gap="1" m="0" pl="5">
                <ul>
                  {tier.benefits.map((benefit) => (
                    <li key={benefit}>
                      <Text size="2">{benefit}</Text>
                    </li>
                  ))}
                </ul>
              </Flex>
            </Flex>
          </Card>
        ))}
      </Grid>
    </SectionCard>
  );
}

/** The Loyalty Status tab: points, status, next tier, how to earn, tier benefits and the member's transactions. */
export function LoyaltyStatusTab() {
  const summary = useLoyaltySummary();
  const config = useLoyaltyConfig();
  if (summary.isPending || config.isPending) return <TabLoading label="Loading your loyalty status" />;
  if (summary.isError || config.isError) return <LoadFailure what="your loyalty status" error={summary.error ?? config.error} />;
  const rules = config.data;
  const points = summary.data.points;
  return (
    <Flex direction="column" gap="5">
      <Heading as="h2" size="5">
        Loyalty Status
      </Heading>
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        <CurrentPoints summary={summary.data} rules={rules} />
        <NextTierCard points={points} rules={rules} />
      </Grid>
      <HowToEarn rules={rules} />
      <TierBenefitsCard points={points} rules={rules} />
      <LoyaltyTransactions transactions={summary.data.transactions} />
    </Flex>
  );
}
