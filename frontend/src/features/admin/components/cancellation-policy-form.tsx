import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Heading, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { policySentences, type CancellationPolicy } from '@pokerfest/domain';
import { submitting } from '../../../lib/form-submit';
import { useValidValues } from '../../../lib/valid-values';
import { useSaveCancellationPolicy } from '../api/cancellation-policy';
import { PolicyTierFields } from './policy-tier-fields';
import { SettingsForm } from './settings-section';
import { policyForm, policyFormValues, tierAdded, tierRemoved, type PolicyFormValues } from '../policy-rows';
import '../cancellation-policy.css';

/**
 * The cancellation policy's tiers, earliest first, checked with the domain's schema as they are
 * typed; the sentences every page will show are previewed live. Saving stores a new version.
 */
export function CancellationPolicyForm({ policy }: { policy: CancellationPolicy }) {
  const save = useSaveCancellationPolicy();
  const form = useForm<PolicyFormValues, unknown, CancellationPolicy>({ resolver: zodResolver(policyForm), defaultValues: policyFormValues(policy) });
  // the field array's ids are stable keys, so removing a tier keeps what is typed (and the focus) in the others
  const tiers = useFieldArray({ control: form.control, name: 'tiers' });
  const typed = useValidValues(form.control, policyForm);
  const { errors, isSubmitted } = form.formState;
  const formId = useId();

  // a tier's days are checked against its neighbours': after any edit the whole policy is checked
  // again, and every field's message shows as it is typed, not only the edited one's
  const edited = () => {
    save.reset();
    void form.trigger();
  };
  const add = () => {
    const rows = form.getValues('tiers');
    const { latest, added } = tierAdded(rows);
    if (latest) form.setValue(`tiers.${rows.length - 1}`, latest);
    tiers.append(added, { shouldFocus: false });
    edited();
  };
  const remove = (index: number) => {
    const change = tierRemoved(form.getValues('tiers'), index);
    if (!change) return;
    form.setValue(`tiers.${change.neighbour}`, change.row);
    tiers.remove(index);
    edited();
  };

  return (
    <SettingsForm
      label="Cancellation policy"
      onSubmit={submitting(form.handleSubmit((saved) => save.mutate(saved)))}
      save={save}
      refused="The policy could not be saved"
      invalid={isSubmitted && !typed}
      actions={
        <Button type="button" variant="soft" onClick={add}>
          Add tier
        </Button>
      }
    >
      {tiers.fields.map((tier, index) => (
        <PolicyTierFields
          key={tier.id}
          form={form}
          index={index}
          idPrefix={`${formId}-tier-${tier.id}`}
          canRemove={tiers.fields.length > 1}
          onEdit={edited}
          onRemove={() => remove(index)}
        />
      ))}
      {errors.tiers?.root?.message && (
        <Text color="red" size="2" role="alert">
          {errors.tiers.root.message}
        </Text>
      )}
      <section aria-labelledby={`${formId}-preview`}>
        <Heading as="h3" size="3" mb="2" id={`${formId}-preview`}>
          Preview
        </Heading>
        {typed ? (
          <ul className="policy-preview">
            {policySentences(typed).map((sentence) => (
              <li key={sentence}>
                <Text size="2">{sentence}</Text>
              </li>
            ))}
          </ul>
        ) : (
          <Text as="p" size="2" color="gray">
            The preview shows once every tier is valid.
          </Text>
        )}
      </section>
    </SettingsForm>
  );
}
