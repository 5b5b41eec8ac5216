import { Flex, RadioGroup } from '@radix-ui/themes';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { ComponentKind, SellerSettings } from '@pokerfest/domain';
import { FormField } from '../../../components/ui/form-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { registerField } from '../../../lib/register-field';
import { TAX_KIND_LABELS, type SellerFormValues, type TaxChoice } from '../seller-form';

const CHOICES: ReadonlyArray<[TaxChoice, string]> = [
  ['rate', 'VAT rate'],
  ['none', 'No VAT'],
];

interface TaxRuleFieldsProps {
  kind: ComponentKind;
  form: UseFormReturn<SellerFormValues, unknown, SellerSettings>;
  idPrefix: string;
  /** Any of the kind's fields was changed. */
  onEdit: () => void;
}

/** One component kind's tax: a VAT rate (prices are gross), or no VAT with the note printed instead. */
export function TaxRuleFields({ kind, form, idPrefix, onEdit }: TaxRuleFieldsProps) {
  const label = TAX_KIND_LABELS[kind];
  const choice = useWatch({ control: form.control, name: `taxes.${kind}.choice` });
  return (
    <fieldset className="settings-group">
      <legend>{label}</legend>
      <Flex direction="column" gap="3">
        <Controller
          control={form.control}
          name={`taxes.${kind}.choice`}
          render={({ field }) => (
            <RadioGroup.Root
              value={field.value}
              onValueChange={(chosen) => {
                // choosing alone marks nothing: an empty rate or note is named once typed in, or on saving
                onEdit();
                field.onChange(chosen as TaxChoice);
              }}
              aria-label={`${label}: VAT`}
            >
              {CHOICES.map(([value, text]) => (
                <RadioGroup.Item key={value} value={value}>
                  {text}
                </RadioGroup.Item>
              ))}
            </RadioGroup.Root>
          )}
        />
        {choice === 'rate' ? (
          <FormField
            id={`${idPrefix}-rate`}
            label="VAT rate %"
            hint="Prices include it: 10 for 10 %"
            inputMode="decimal"
            autoComplete="off"
            {...registerField(form, `taxes.${kind}.ratePercent`, { onChange: onEdit })}
          />
        ) : (
          <TextAreaField id={`${idPrefix}-note`} label="Note on the invoice" rows={2} {...registerField(form, `taxes.${kind}.note`, { onChange: onEdit })} />
        )}
      </Flex>
    </fieldset>
  );
}
