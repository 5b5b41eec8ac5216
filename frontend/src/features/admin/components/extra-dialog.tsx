import { zodResolver } from '@hookform/resolvers/zod';
import { Flex } from '@radix-ui/themes';
import { useForm } from 'react-hook-form';
import { extraCreateSchema, type ExtraInput, type ExtraView } from '@pokerfest/domain';
import { FormField } from '../../../components/ui/form-field';
import { festivalExtras } from '../api/catalogue-resources';
import type { ExtraBody } from '../catalogue-types';
import { DialogActions } from './dialog-actions';
import { EntityDialog } from './entity-dialog';
import { TextAreaField } from '../../../components/ui/text-area-field';

const toFormValues = (festivalId: string, extra?: ExtraView): ExtraInput => ({
  productId: festivalId,
  name: extra?.name ?? '',
  description: extra?.description ?? '',
  price: extra?.price ?? '',
});

function ExtraForm({ festivalId, extra, onDone }: { festivalId: string; extra?: ExtraView; onDone: () => void }) {
  const form = useForm<ExtraInput, unknown, ExtraBody>({ resolver: zodResolver(extraCreateSchema), defaultValues: toFormValues(festivalId, extra) });
  const { errors } = form.formState;
  const { save, pending } = festivalExtras.useSave(extra?.id);

  return (
    <form noValidate onSubmit={form.handleSubmit((body) => save(body, onDone))}>
      <Flex direction="column" gap="3">
        <FormField label="Name" error={errors.name?.message} {...form.register('name')} />
        <TextAreaField label="Description" error={errors.description?.message} {...form.register('description')} />
        <FormField label="Price (EUR)" type="number" min={0} step="0.01" error={errors.price?.message} {...form.register('price')} />
        <DialogActions submitLabel={extra ? 'Update Extra Product' : 'Add Extra Product'} pending={pending} />
      </Flex>
    </form>
  );
}

interface ExtraDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  festivalId: string;
  /** The extra product to edit; a new one when absent. */
  extra?: ExtraView;
}

export function ExtraDialog({ open, onOpenChange, festivalId, extra }: ExtraDialogProps) {
  return (
    <EntityDialog
      open={open}
      onOpenChange={onOpenChange}
      recordId={extra?.id}
      maxWidth="500px"
      title={{ add: 'Add Extra Product', edit: 'Edit Extra Product' }}
      description="Something players can add to their package, priced in euros."
      form={(onDone) => <ExtraForm festivalId={festivalId} extra={extra} onDone={onDone} />}
    />
  );
}
