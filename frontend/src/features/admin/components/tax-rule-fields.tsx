import { Flex, RadioGroup } from '@radix-ui/themes';
import type { ComponentKind } from '@pokerfest/domain';
import { FormField } from '../../../components/ui/form-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TAX_KIND_LABELS, type SellerErrors, type TaxChoice, type TaxRuleValues } from '../seller-form';

const CHOICES: ReadonlyArray<[TaxChoice, string]> = [
  ['rate', 'VAT rate'],
  ['none', 'No VAT'],
];

interface TaxRuleFieldsProps {
  kind: ComponentKind;
  values: TaxRuleValues;
  errors: SellerErrors;
  idPrefix: string;
  onChange: (change: Partial<TaxRuleValues>) => void;
}

/** One component kind's tax: a VAT rate (prices are gross), or no VAT with the note printed instead. */
export function TaxRuleFields({ kind, values, errors, idPrefix, onChange }: TaxRuleFieldsProps) {
  const label = TAX_KIND_LABELS[kind];
  return (
    <fieldset className="settings-group">
      <legend>{label}</legend>
      <Flex direction="column" gap="3">
        <RadioGroup.Root value={values.choice} onValueChange={(choice) => onChange({ choice: choice as TaxChoice })} aria-label={`${label}: VAT`}>
          {CHOICES.map(([choice, text]) => (
            <RadioGroup.Item key={choice} value={choice}>
              {text}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
        {values.choice === 'rate' ? (
          <FormField
            id={`${idPrefix}-rate`}
            label="VAT rate %"
            hint="Prices include it: 10 for 10 %"
            inputMode="decimal"
            autoComplete="off"
            value={values.ratePercent}
            error={errors[`${kind}.ratePercent`]}
            onChange={(event) => onChange({ ratePercent: event.target.value })}
          />
        ) : (
          <TextAreaField
            id={`${idPrefix}-note`}
            label="Note on the invoice"
            rows={2}
            value={values.note}
            error={errors[`${kind}.note`]}
            onChange={(event) => onChange({ note: event.target.value })}
          />
        )}
      </Flex>
    </fieldset>
  );
}
