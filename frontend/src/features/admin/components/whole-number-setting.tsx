// A setting that is one whole number with a sentence saying what it does (the trip reminder's days,
// the hours a waiting-list offer holds): the number as typed, checked with the domain's schema from
// the first edit, and the sentence following what is typed while it is valid.
import { zodResolver } from '@hookform/resolvers/zod';
import { Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '../../../components/ui/form-field';
import { submitting } from '../../../lib/form-submit';
import { registerField } from '../../../lib/register-field';
import { useValidValues } from '../../../lib/valid-values';
import type { SettingsSave } from './save-outcome';
import { SettingsForm } from './settings-section';

export interface WholeNumberField<Settings, Values extends FieldValues> {
  /** Reads the typed text into the settings, with the message of what to type. */
  schema: z.ZodType<Settings, Values>;
  values: (settings: Settings) => Values;
  name: FieldPath<Values>;
  label: string;
  hint: string;
  /** What the settings do, in the form's own words. */
  sentence: (settings: Settings) => string;
}

interface WholeNumberSettingProps<Settings, Values extends FieldValues> {
  view: { settings: Settings; version: number | null };
  save: SettingsSave & { isPending: boolean; mutate: (settings: Settings) => void; reset: () => void };
  field: WholeNumberField<Settings, Values>;
  /** The form's name, and the Save button's. */
  label: string;
  saveLabel: string;
  refused: string;
  saved: string;
}

export function WholeNumberSetting<Settings, Values extends FieldValues>({ view, save, field, label, saveLabel, refused, saved }: WholeNumberSettingProps<Settings, Values>) {
  // checked as typed: the message shows from the first edit, or once a save is tried
  const form = useForm<Values, unknown, Settings>({ mode: 'onChange', resolver: zodResolver(field.schema), defaultValues: field.values(view.settings) as DefaultValues<Values> });
  const typed = useValidValues(form.control, field.schema);
  const formId = useId();

  return (
    <SettingsForm
      label={label}
      onSubmit={submitting(form.handleSubmit((settings) => save.mutate(settings)))}
      save={save}
      version={view.version}
      refused={refused}
      saved={saved}
      saveLabel={saveLabel}
    >
      <FormField
        id={`${formId}-${field.name}`}
        label={field.label}
        hint={field.hint}
        inputMode="numeric"
        autoComplete="off"
        {...registerField(form, field.name, { onChange: () => save.reset() })}
      />
      <Text as="p" size="2" aria-live="polite">
        {field.sentence(typed ?? view.settings)}
      </Text>
    </SettingsForm>
  );
}
