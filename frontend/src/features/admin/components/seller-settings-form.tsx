import { zodResolver } from '@hookform/resolvers/zod';
import { Callout, Grid, Text } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { componentKinds, documentNumber, type SellerSettings, type SellerSettingsView } from '@pokerfest/domain';
import { FormField } from '../../../components/ui/form-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { submitting } from '../../../lib/form-submit';
import { registerField } from '../../../lib/register-field';
import { useValidValues } from '../../../lib/valid-values';
import { useAdminSellerSettings, useSaveSellerSettings } from '../api/seller-settings';
import { documentsWait, sellerForm, valuesOfSettings, type SellerFormValues } from '../seller-form';
import { SettingsForm, SettingsSection } from './settings-section';
import { TaxRuleFields } from './tax-rule-fields';
import '../settings-forms.css';

type SellerTextField = Exclude<keyof SellerFormValues, 'taxes'>;

const DOCUMENTS_WAIT_TEXT = "Invoices are not issued until the seller's name and address are filled in.";

/** Admin → Settings → "Seller and invoices": the seller in force, and its form. */
export function SellerSettingsSection() {
  const seller = useAdminSellerSettings();
  // owned here, not by the form: a save's new version starts the form afresh, and its message stays
  const save = useSaveSellerSettings();
  const intro = (
    <Text as="p" size="2" color="gray">
      Every invoice and credit note names this seller and takes its number from its series: the prefix, the year, then a count that starts again each year.
    </Text>
  );
  return (
    <SettingsSection headingId="settings-seller" title="Seller and invoices" intro={intro} query={seller} error="Could not load the seller details">
      {(view) => <SellerSettingsForm view={view} save={save} />}
    </SettingsSection>
  );
}

/**
 * The seller that invoices and credit notes name, their number prefixes and the tax per kind,
 * checked with the domain's schema as they are typed (a field's message shows once it was edited,
 * or after a save was tried). Saving stores a new version.
 */
function SellerSettingsForm({ view, save }: { view: SellerSettingsView; save: ReturnType<typeof useSaveSellerSettings> }) {
  const form = useForm<SellerFormValues, unknown, SellerSettings>({ mode: 'onChange', resolver: zodResolver(sellerForm), defaultValues: valuesOfSettings(view.settings) });
  const [legalName, address, invoicePrefix, creditNotePrefix] = useWatch({ control: form.control, name: ['legalName', 'address', 'invoicePrefix', 'creditNotePrefix'] });
  const typed = useValidValues(form.control, sellerForm);
  const { isSubmitted } = form.formState;
  const formId = useId();
  const [year] = useState(() => new Date().getUTCFullYear());
  const edited = () => save.reset();

  const text = (field: SellerTextField, label: string, props: { hint?: string; autoComplete?: string; type?: 'email' } = {}) => (
    <FormField
      id={`${formId}-${field}`}
      label={label}
      hint={props.hint}
      type={props.type}
      autoComplete={props.autoComplete ?? 'off'}
      // the credit-note prefix must differ from the invoice prefix: its message follows either
      {...registerField(form, field, { onChange: edited, deps: field === 'invoicePrefix' ? 'creditNotePrefix' : undefined })}
    />
  );

  return (
    <SettingsForm
      label="Seller and invoices"
      onSubmit={submitting(form.handleSubmit((settings) => save.mutate(settings)))}
      save={save}
      version={view.version}
      refused="The seller details could not be saved"
      saved="Saved: documents issued from now on name this seller."
      invalid={isSubmitted && !typed}
      saveLabel="Save seller and invoices"
    >
      {(documentsWait({ legalName, address }) || view.missing.length > 0) && (
        <Callout.Root color="amber" role="status">
          <Callout.Text>{DOCUMENTS_WAIT_TEXT}</Callout.Text>
        </Callout.Root>
      )}
      {text('legalName', 'Legal name', { autoComplete: 'organization' })}
      <TextAreaField id={`${formId}-address`} label="Address" rows={3} autoComplete="street-address" {...registerField(form, 'address', { onChange: edited })} />
      <Grid columns={{ initial: '1', sm: '2' }} gap="3">
        {text('registrationNumber', 'VAT or registration number', { hint: 'Blank when there is none' })}
        {text('supportEmail', 'Support e-mail', { type: 'email', autoComplete: 'email' })}
        {text('invoicePrefix', 'Invoice prefix', { hint: `Numbers read ${documentNumber(invoicePrefix.trim(), year, 1)}` })}
        {text('creditNotePrefix', 'Credit-note prefix', { hint: `Numbers read ${documentNumber(creditNotePrefix.trim(), year, 1)}` })}
      </Grid>
      <Text as="p" size="2" color="gray">
        Prices include VAT: a rate says how much of a part&apos;s price is tax. Without VAT, the note is printed on the invoice instead (a margin-scheme notice, for
        instance).
      </Text>
      <Grid columns={{ initial: '1', md: '3' }} gap="3">
        {componentKinds.map((kind) => (
          <TaxRuleFields key={kind} kind={kind} form={form} idPrefix={`${formId}-${kind}`} onEdit={edited} />
        ))}
      </Grid>
    </SettingsForm>
  );
}
