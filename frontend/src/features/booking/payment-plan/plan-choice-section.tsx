import { Flex, RadioGroup, Text } from '@radix-ui/themes';
import { calendarDayOf } from '@pokerfest/domain';
import { SectionCard } from '../../../components/ui/section-card';
import { SelectField } from '../../../components/ui/select-field';
import { PaymentSchedule } from './payment-schedule';
import { choiceOfKind, choiceSentence, instalmentCounts, offeredKinds, planKindLabels, plannedPayments, type PlanKind } from './plan-choice';
import type { CheckoutPlan } from './use-checkout-plan';

const HEADING_ID = 'payment-plan-heading';

const isPlanKind = (value: string): value is PlanKind => value in planKindLabels;

/**
 * "How would you like to pay?" on the checkout, shown only when a plan is offered for this booking
 * today: the ways offered, the number of instalments when paying in instalments, and the schedule the
 * chosen way fixes (dates and amounts) before anything is paid.
 */
export function PlanChoiceSection({ plan }: { plan: CheckoutPlan }) {
  if (!plan.offered) return null;
  const { question, offer, choice, choose } = plan;
  const counts = instalmentCounts(offer);
  const count = choice.kind === 'instalments' ? choice.count : (counts[0] ?? 2);
  const payments = plannedPayments(choice, question);
  const rows = payments.map((payment, index) => ({ id: index, ...payment }));
  return (
    <SectionCard headingId={HEADING_ID} title="How would you like to pay?" mb="4" className="booking-form-section">
      <Flex direction="column" gap="4" data-testid="payment-plan-choice">
        <RadioGroup.Root value={choice.kind} onValueChange={(kind) => isPlanKind(kind) && choose(choiceOfKind(kind, count))} aria-labelledby={HEADING_ID}>
          {offeredKinds(offer).map((kind) => (
            <RadioGroup.Item key={kind} value={kind}>
              {planKindLabels[kind]}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
        {choice.kind === 'instalments' && (
          <SelectField
            label="Number of instalments"
            value={String(choice.count)}
            onValueChange={(picked) => choose({ kind: 'instalments', count: Number(picked) })}
            options={counts.map((option) => ({ value: String(option), label: `${option} monthly instalments` }))}
          />
        )}
        <Text as="p" size="2" aria-live="polite" data-testid="payment-plan-sentence">
          {choiceSentence(choice, payments, offer.depositPercent)}
        </Text>
        {choice.kind !== 'full' && <PaymentSchedule rows={rows} today={calendarDayOf(question.now)} />}
      </Flex>
    </SectionCard>
  );
}
