import '../booking-change.css';
import { Badge, Callout, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import type { ChangeQuoteView } from '@pokerfest/domain';
import { formatMoney } from '../../catalogue';
import { SectionCard } from '../../../components/ui/section-card';
import { SentenceList } from '../../../components/ui/sentence-list';
import { contentsLines, quoteHoldsUntil, quoteLineRows, quoteOutcome } from '../quote-words';

function Contents({ title, lines, testId }: { title: string; lines: string[]; testId: string }) {
  return (
    <Flex direction="column" gap="1" minWidth="0">
      <Heading as="h3" size="2" color="gray">
        {title}
      </Heading>
      {lines.length === 0 ? (
        <Text size="2" color="gray">
          Nothing
        </Text>
      ) : (
        <SentenceList sentences={lines} testId={testId} />
      )}
    </Flex>
  );
}

/**
 * A quote as the player weighs it: before and after (totals and contents), each line with its money
 * and reason, the refund or the amount due, the policy tier it falls under, and until when it holds.
 */
export function QuoteCard({ quote, paid, headingId = 'quote-heading' }: { quote: ChangeQuoteView; paid: boolean; headingId?: string }) {
  const outcome = quoteOutcome(quote, paid);
  return (
    <SectionCard headingId={headingId} title={quote.kind === 'cancel' ? 'What cancelling means' : 'Your quote'} stack="3">
      <Flex align="center" gap="2" wrap="wrap">
        <Text size="2" color="gray">
          Cancellation terms:
        </Text>
        <Badge color="gray" size="2" data-testid="quote-tier" style={{ whiteSpace: 'normal' }}>
          {quote.tier.label}
        </Badge>
      </Flex>
      <Flex align="baseline" gap="2" wrap="wrap" aria-label="Total before and after" role="group">
        <Text size="2">Total</Text>
        <Text size="3" weight="bold" data-testid="quote-before-total">
          {formatMoney(quote.before.total, quote.currency)}
        </Text>
        <Text aria-hidden="true">→</Text>
        <Text size="3" weight="bold" data-testid="quote-after-total">
          {formatMoney(quote.after.total, quote.currency)}
        </Text>
      </Flex>
      <ul className="sentence-list change-lines" aria-label="What changes" data-testid="quote-lines">
        {quoteLineRows(quote).map((row) => (
          <li key={row.key}>
            <Flex justify="between" gap="3">
              <Text size="2" weight="medium">
                {row.title}
              </Text>
              {row.amount && (
                <Text size="2" weight="medium" className="change-amount">
                  {row.amount}
                </Text>
              )}
            </Flex>
            <Text as="p" size="1" color="gray">
              {row.reason}
            </Text>
          </li>
        ))}
      </ul>
      <Separator size="4" />
      <Flex direction={{ initial: 'column', sm: 'row' }} gap="4">
        <Contents title="Before" lines={contentsLines(quote.before)} testId="quote-before" />
        <Contents title="After" lines={contentsLines(quote.after)} testId="quote-after" />
      </Flex>
      <Callout.Root color={outcome.kind === 'due' ? 'amber' : outcome.kind === 'refund' ? 'jade' : 'gray'} variant="surface">
        <Callout.Text weight="bold" data-testid="quote-outcome">
          {outcome.text}
        </Callout.Text>
      </Callout.Root>
      <Text size="2" color="gray">
        <time dateTime={quote.expiresAt} data-testid="quote-expires">
          {quoteHoldsUntil(quote.expiresAt)}
        </time>
      </Text>
    </SectionCard>
  );
}
