import { zodResolver } from '@hookform/resolvers/zod';
import { Grid, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { PaymentPlanPolicy, PaymentPlanPolicyView } from '@pokerfest/domain';
import { FormField } from '../../../components/ui/form-field';
import { submitting } from '../../../lib/form-submit';
import { registerField } from '../../../lib/register-field';
import { useValidValues } from '../../../lib/valid-values';
import { useAdminPaymentPlans, useSavePaymentPlans } from '../api/payment-plans';
import { fieldRange, paymentPlanForm, paymentPlanFormValues, paymentPlanSentence, type PaymentPlanFormValues } from '../payment-plan-form';
import { SwitchField } from './fields/switch-field';
import { SettingsForm, SettingsSection } from './settings-section';

type NumberField = Exclude<keyof PaymentPlanFormValues, 'enabled'>;

const FIELDS: ReadonlyArray<{ name: NumberField; label: string; unit: string }> = [
  { name: 'depositPercent', label: 'Deposit (% of the total)', unit: '%' },
  { name: 'balanceDueDays', label: 'Balance due (days before the festival starts)', unit: 'days' },
  { name: 'maxInstalments', label: 'Most payments after the deposit', unit: 'payments' },
  { name: 'graceDays', label: 'Days of grace after a missed payment', unit: 'days' },
];

/** Admin → Settings → "Payment plans": whether and how players may pay a booking in parts, and its form. */
export function PaymentPlanSection() {
  const plans = useAdminPaymentPlans();
  // owned here: a save's new version starts the form afresh, and its message stays
  const save = useSavePaymentPlans();
  const intro = (
    <Text as="p" size="2" color="gray">
      A payment plan lets a player pay a deposit when booking and the rest later, in one payment or in monthly instalments ending on the balance day. Bookings keep
      the plan they were made under.
    </Text>
  );
  return (
    <SettingsSection headingId="settings-payment-plans" title="Payment plans" intro={intro} query={plans} error="Could not load the payment plans">
      {(view) => <PaymentPlanForm view={view} save={save} />}
    </SettingsSection>
  );
}

/** The five fields of the policy, checked with the domain's schema as they are typed; saving stores a new version. */
function PaymentPlanForm({ view, save }: { view: PaymentPlanPolicyView; save: ReturnType<typeof useSavePaymentPlans> }) {
  const form = useForm<PaymentPlanFormValues, unknown, PaymentPlanPolicy>({ mode: 'onChange', resolver: zodResolver(paymentPlanForm), defaultValues: paymentPlanFormValues(view) });
  const typed = useValidValues(form.control, paymentPlanForm);
  const formId = useId();
  const edited = () => save.reset();

  return (
    <SettingsForm
      label="Payment plans"
      onSubmit={submitting(form.handleSubmit((policy) => save.mutate(policy)))}
      save={save}
      version={view.version}
      refused="The payment plans could not be saved"
      saved="Saved: bookings made from now on are offered plans under these terms."
      invalid={form.formState.isSubmitted && !typed}
      saveLabel="Save payment plans"
    >
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <SwitchField
            label="Offer payment plans"
            hint="Off: every booking is paid in full at checkout."
            checked={field.value}
            onCheckedChange={(checked) => {
              edited();
              field.onChange(checked);
            }}
          />
        )}
      />
      <Grid columns={{ initial: '1', sm: '2' }} gap="3">
        {FIELDS.map(({ name, label, unit }) => {
          const { min, max } = fieldRange(name);
          return (
            <FormField
              key={name}
              id={`${formId}-${name}`}
              label={label}
              hint={`${min} to ${max} ${unit}`}
              inputMode="numeric"
              autoComplete="off"
              {...registerField(form, name, { onChange: edited })}
            />
          );
        })}
      </Grid>
      <Text as="p" size="2" aria-live="polite" data-testid="payment-plan-policy-sentence">
        {paymentPlanSentence(typed ?? view)}
      </Text>
    </SettingsForm>
  );
}
