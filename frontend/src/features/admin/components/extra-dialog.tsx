import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { extraCreateSchema, type ExtraInput, type ExtraView } from '@pokerfest/domain';
import { FormField } from '../../../components/ui/form-field';
import { registerField } from '../../../lib/register-field';
import { festivalExtras } from '../api/catalogue-resources';
import type { ExtraBody } from '../catalogue-types';
import { DialogForm } from './dialog-form';
import { EntityDialog, type EditDialogProps, type EntityDialogLook } from './entity-dialog';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { submitting } from '../../../lib/form-submit';

const EXTRA_DIALOG: EntityDialogLook = {
  maxWidth: '500px',
  title: { add: 'Add Extra Product', edit: 'Edit Extra Product' },
  description: 'Something players can add to their package, priced in euros.',
};

const toFormValues = (festivalId: string, extra?: ExtraView): ExtraInput => ({
  productId: festivalId,
  name: extra?.name ?? '',
  description: extra?.description ?? '',
  price: extra?.price ?? '',
});

function ExtraForm({ festivalId, extra, onDone }: { festivalId: string; extra?: ExtraView; onDone: () => void }) {
  const form = useForm<ExtraInput, unknown, ExtraBody>({ resolver: zodResolver(extraCreateSchema), defaultValues: toFormValues(festivalId, extra) });
  const { save, pending, failure } = festivalExtras.useSave(extra?.id);

  return (
    <DialogForm failure={failure} onSubmit={submitting(form.handleSubmit((body) => save(body, onDone)))} submitLabel={extra ? 'Update Extra Product' : 'Add Extra Product'} pending={pending}>
      <FormField label="Name" {...registerField(form, 'name')} />
      <TextAreaField label="Description" {...registerField(form, 'description')} />
      <FormField label="Price (EUR)" type="number" min={0} step="0.01" {...registerField(form, 'price')} />
    </DialogForm>
  );
}

export function ExtraDialog({ festivalId, record: extra, ...frame }: EditDialogProps<ExtraView> & { festivalId: string }) {
  return <EntityDialog {...frame} {...EXTRA_DIALOG} recordId={extra?.id} form={(onDone) => <ExtraForm festivalId={festivalId} extra={extra} onDone={onDone} />} />;
}
