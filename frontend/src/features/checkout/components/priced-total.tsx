import { Flex, Text } from '@radix-ui/themes';
import type { PackageLines } from '../package-lines';
import type { PricedLines } from '../price-lines';
import { SummaryRow } from './summary-row';

interface PricedTotalProps {
  total: PackageLines['total'];
  priced?: PricedLines;
  /** The total's test id, named after the screen's source. */
  totalTestId: string;
}

/**
 * The foot of every booking summary: with the server's price, the subtotal and each discount above the
 * total, and the tournament credit with the card's part below it (issue 32); else the total alone, or
 * why the package cannot be priced.
 */
export function PricedTotal({ total, priced, totalTestId }: PricedTotalProps) {
  const discounted = priced !== undefined && priced.discounts.length > 0;
  return (
    <Flex direction="column" gap="2">
      {discounted && (
        <Flex direction="column" gap="1">
          <SummaryRow line={{ key: 'subtotal', label: 'Subtotal', amount: priced.subtotal }} testId="price-subtotal" />
          {priced.discounts.map((line) => (
            <SummaryRow key={line.key} line={line} testId="discount-line" />
          ))}
        </Flex>
      )}
      {total.ok ? (
        <Flex justify="between" align="center" gap="3">
          <Text weight="bold">Total</Text>
          <Text size="5" weight="bold" data-testid={totalTestId}>
            {total.text}
          </Text>
        </Flex>
      ) : (
        <Text size="2" color="red" role="alert">
          {total.problem}
        </Text>
      )}
      {priced?.credit && (
        <Flex direction="column" gap="1">
          <SummaryRow line={{ key: 'credit', label: 'Tournament credit', amount: priced.credit.applied }} testId="credit-applied" />
          <SummaryRow line={{ key: 'card', label: 'Card payment', amount: priced.credit.amountDue }} testId="amount-due" strong />
        </Flex>
      )}
    </Flex>
  );
}
