import { Callout, DataList, Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { formatCents, formatDay, type OrderView } from '@pokerfest/domain';
import { AutomaticCharges } from './automatic-charges';
import { LaterPaymentActions } from './later-payment';
import { PaymentSchedule, scheduleRows } from './payment-schedule';
import { firstOverdue, graceSentence, paymentLabel } from './schedule-words';

function Figure({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="120px">{label}</DataList.Label>
      <DataList.Value data-testid={testId} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {children}
      </DataList.Value>
    </DataList.Item>
  );
}

/** 'Paid in full', or '€720.00 by Feb 10, 2027'. */
function balanceWords(payment: OrderView['payment'], currency: string): string {
  if (payment.balanceDueCents <= 0) return 'Paid in full';
  const amount = formatCents(payment.balanceDueCents, currency);
  return payment.balanceDueDate ? `${amount} by ${formatDay(payment.balanceDueDate)}` : amount;
}

/** What a missed payment means: a red notice once one is overdue, else a plain line while payments are still to come. */
function GraceNotice({ order }: { order: Pick<OrderView, 'status' | 'payment' | 'currency'> }) {
  const { payment } = order;
  if (order.status !== 'confirmed' || payment.graceDays === null || payment.balanceDueCents <= 0) return null;
  const overdue = firstOverdue(payment);
  if (!overdue) {
    return (
      <Text as="p" size="2" color="gray" data-testid="grace-terms">
        {graceSentence(payment.graceDays)}
      </Text>
    );
  }
  return (
    <Callout.Root color="red" data-testid="grace-terms">
      <Callout.Text>
        The payment of {formatCents(overdue.amountCents, order.currency)} due {formatDay(overdue.dueDate)} is overdue. {graceSentence(payment.graceDays)}
      </Callout.Text>
    </Callout.Root>
  );
}

/**
 * A booking paid in parts: what is paid so far and what is left with its day, each payment with its
 * status, what a missed payment leads to, the card the rest is charged to (when the player consented),
 * and the buttons that pay what is left.
 */
export function PaymentPlanSummary({ order }: { order: Pick<OrderView, 'id' | 'status' | 'payment' | 'currency'> }) {
  const { payment, currency } = order;
  const rows = scheduleRows(payment.schedule, (index) => paymentLabel(payment.plan, index, payment.schedule.length));
  return (
    <Flex direction="column" gap="3" data-testid="payment-plan">
      <DataList.Root size="2" orientation={{ initial: 'vertical', xs: 'horizontal' }}>
        <Figure label="Paid so far" testId="paid-so-far">
          {formatCents(payment.paidAmountCents, currency)}
        </Figure>
        <Figure label="Balance due" testId="balance-due">
          {balanceWords(payment, currency)}
        </Figure>
      </DataList.Root>
      <PaymentSchedule rows={rows} currency={currency} />
      <GraceNotice order={order} />
      <AutomaticCharges order={order} />
      <LaterPaymentActions order={order} />
    </Flex>
  );
}
