import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { casinoSchema, type CasinoInput, type CasinoView } from '@pokerfest/domain';
import { FormField } from '../../../components/ui/form-field';
import { registerField } from '../../../lib/register-field';
import { adminCasinos } from '../api/catalogue-resources';
import type { CasinoBody } from '../catalogue-types';
import { placeFormValues } from '../place-form-values';
import { DialogForm } from './dialog-form';
import { EntityDialog, type EditDialogProps, type EntityDialogLook } from './entity-dialog';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { submitting } from '../../../lib/form-submit';
import { MapLocationField } from './fields/map-location-field';

const CASINO_DIALOG: EntityDialogLook = {
  maxWidth: '600px',
  title: { add: 'Add Casino', edit: 'Edit Casino' },
  description: { add: 'Enter the details of the new casino.', edit: 'Change the casino details.' },
};

function CasinoForm({ casino, onDone }: { casino?: CasinoView; onDone: () => void }) {
  const form = useForm<CasinoInput, unknown, CasinoBody>({ resolver: zodResolver(casinoSchema), defaultValues: placeFormValues(casino) });
  const { save, pending, failure } = adminCasinos.useSave(casino?.id);

  return (
    <DialogForm failure={failure} onSubmit={submitting(form.handleSubmit((body) => save(body, onDone)))} submitLabel={casino ? 'Update Casino' : 'Create Casino'} pending={pending}>
      <FormField label="Name" {...registerField(form, 'name')} />
      <TextAreaField label="Description" {...registerField(form, 'description')} />
      <FormField label="Location" {...registerField(form, 'location')} />
      <MapLocationField form={form} />
      <FormField label="Website" type="url" placeholder="https://" {...registerField(form, 'website')} />
      <FormField label="Contact Info" {...registerField(form, 'contactInfo')} />
    </DialogForm>
  );
}

/** Add or edit one casino: its details and its place on the map. */
export function CasinoDialog({ record: casino, ...frame }: EditDialogProps<CasinoView>) {
  return <EntityDialog {...frame} {...CASINO_DIALOG} recordId={casino?.id} form={(onDone) => <CasinoForm casino={casino} onDone={onDone} />} />;
}
