import { Callout, Flex, Text } from '@radix-ui/themes';
import { formatCents, formatDay, type OrderView } from '@pokerfest/domain';
import { SummaryCard } from '../../checkout';
import { PaymentSchedule, scheduleRows } from './payment-schedule';
import { graceSentence, isPaidInParts, paymentLabel } from './schedule-words';

type PlannedOrder = Pick<OrderView, 'payment' | 'currency' | 'totalPriceCents'>;

/** On the payment page of a booking paid in parts: what the card is charged now, the deposit, not the total. */
export function DepositNotice({ order }: { order: PlannedOrder }) {
  const { payment, currency } = order;
  const deposit = payment.schedule[0];
  if (!isPaidInParts(payment) || !deposit) return null;
  return (
    <Callout.Root color="blue" variant="surface">
      <Callout.Text data-testid="charged-now">
        Today you pay the deposit of <strong>{formatCents(deposit.amountCents, currency)}</strong> of your {formatCents(order.totalPriceCents, currency)} total.
        {payment.balanceDueDate && <> The rest is due by {formatDay(payment.balanceDueDate)}, as the payment plan shows.</>}
      </Callout.Text>
    </Callout.Root>
  );
}

/** Beside the card form: the plan's payments with their dates and amounts, and what a missed one leads to. */
export function PlanScheduleCard({ order }: { order: PlannedOrder }) {
  const { payment, currency } = order;
  if (!isPaidInParts(payment)) return null;
  const rows = scheduleRows(payment.schedule, (index) => paymentLabel(payment.plan, index, payment.schedule.length));
  return (
    <SummaryCard title="Your payment plan">
      <Flex direction="column" gap="3">
        <PaymentSchedule rows={rows.map(({ status: _status, ...row }) => row)} currency={currency} />
        {payment.graceDays !== null && (
          <Text as="p" size="2" color="gray">
            {graceSentence(payment.graceDays)}
          </Text>
        )}
      </Flex>
    </SummaryCard>
  );
}
