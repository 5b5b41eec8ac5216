import { Button, Flex, Grid } from '@radix-ui/themes';
import type { UseFormReturn } from 'react-hook-form';
import { COMPONENT_LABELS, componentKinds, type CancellationPolicy, type ComponentKind } from '@pokerfest/domain';
import { FormField } from '../../../components/ui/form-field';
import { registerField } from '../../../lib/register-field';
import type { PolicyFormValues } from '../policy-rows';
import '../settings-forms.css';

const percentLabel = (kind: ComponentKind) => `${COMPONENT_LABELS[kind].charAt(0).toUpperCase()}${COMPONENT_LABELS[kind].slice(1)} %`;

interface PolicyTierFieldsProps {
  form: UseFormReturn<PolicyFormValues, unknown, CancellationPolicy>;
  index: number;
  idPrefix: string;
  canRemove: boolean;
  /** Any field of the tier was typed in. */
  onEdit: () => void;
  onRemove: () => void;
}

/** One tier of the cancellation policy editor: its days and its refund per part of the booking. */
export function PolicyTierFields({ form, index, idPrefix, canRemove, onEdit, onRemove }: PolicyTierFieldsProps) {
  const field = (name: 'minDays' | 'maxDays' | `refundPercent.${ComponentKind}`, label: string, hint?: string) => (
    <FormField
      key={name}
      id={`${idPrefix}-${name.replace('refundPercent.', '')}`}
      label={label}
      hint={hint}
      inputMode="numeric"
      autoComplete="off"
      {...registerField(form, `tiers.${index}.${name}`, { onChange: onEdit })}
    />
  );
  return (
    <fieldset className="settings-group">
      <legend>Tier {index + 1}</legend>
      <Flex direction="column" gap="3">
        <Grid columns={{ initial: '1', xs: '2', md: '5' }} gap="3">
          {field('minDays', 'From days')}
          {field('maxDays', 'To days', 'Blank: or more')}
          {componentKinds.map((kind) => field(`refundPercent.${kind}`, percentLabel(kind)))}
        </Grid>
        {canRemove && (
          <Flex justify="end">
            <Button type="button" variant="soft" color="red" onClick={onRemove}>
              Remove tier {index + 1}
            </Button>
          </Flex>
        )}
      </Flex>
    </fieldset>
  );
}
