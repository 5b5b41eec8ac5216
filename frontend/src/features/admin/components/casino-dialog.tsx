import { zodResolver } from '@hookform/resolvers/zod';
import { Flex } from '@radix-ui/themes';
import { useForm, useWatch } from 'react-hook-form';
import { casinoSchema, type CasinoInput, type CasinoView } from '@pokerfest/domain';
import { FormField } from '../../../components/ui/form-field';
import { LocationPicker, type Coordinates } from '../../location-picker';
import { adminCasinos } from '../api/catalogue-resources';
import type { CasinoBody } from '../catalogue-types';
import { DialogActions } from './dialog-actions';
import { EntityDialog } from './entity-dialog';
import { TextAreaField } from '../../../components/ui/text-area-field';

interface CasinoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The casino to edit; a new casino when absent. */
  casino?: CasinoView;
}

const toFormValues = (casino?: CasinoView): CasinoInput => ({
  name: casino?.name ?? '',
  description: casino?.description ?? '',
  location: casino?.location ?? '',
  latitude: casino?.latitude ?? '',
  longitude: casino?.longitude ?? '',
  website: casino?.website ?? '',
  contactInfo: casino?.contactInfo ?? '',
});

function CasinoForm({ casino, onDone }: { casino?: CasinoView; onDone: () => void }) {
  const form = useForm<CasinoInput, unknown, CasinoBody>({ resolver: zodResolver(casinoSchema), defaultValues: toFormValues(casino) });
  const { errors, isSubmitted } = form.formState;
  const { save, pending } = adminCasinos.useSave(casino?.id);
  const [latitude, longitude] = useWatch({ control: form.control, name: ['latitude', 'longitude'] });

  const setCoordinates = (next: Coordinates) => {
    form.setValue('latitude', next.latitude, { shouldDirty: true, shouldValidate: isSubmitted });
    form.setValue('longitude', next.longitude, { shouldDirty: true, shouldValidate: isSubmitted });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit((body) => save(body, onDone))}>
      <Flex direction="column" gap="3">
        <FormField label="Name" error={errors.name?.message} {...form.register('name')} />
        <TextAreaField label="Description" error={errors.description?.message} {...form.register('description')} />
        <FormField label="Location" error={errors.location?.message} {...form.register('location')} />
        <LocationPicker
          latitude={String(latitude ?? '')}
          longitude={String(longitude ?? '')}
          onChange={setCoordinates}
          latitudeError={errors.latitude?.message}
          longitudeError={errors.longitude?.message}
        />
        <FormField label="Website" type="url" placeholder="https://" error={errors.website?.message} {...form.register('website')} />
        <FormField label="Contact Info" error={errors.contactInfo?.message} {...form.register('contactInfo')} />
        <DialogActions submitLabel={casino ? 'Update Casino' : 'Create Casino'} pending={pending} />
      </Flex>
    </form>
  );
}

/** Add or edit one casino: its details and its place on the map. */
export function CasinoDialog({ open, onOpenChange, casino }: CasinoDialogProps) {
  return (
    <EntityDialog
      open={open}
      onOpenChange={onOpenChange}
      recordId={casino?.id}
      maxWidth="600px"
      title={{ add: 'Add Casino', edit: 'Edit Casino' }}
      description={{ add: 'Enter the details of the new casino.', edit: 'Change the casino details.' }}
      form={(onDone) => <CasinoForm casino={casino} onDone={onDone} />}
    />
  );
}
