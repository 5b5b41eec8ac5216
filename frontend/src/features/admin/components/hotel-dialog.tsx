import { zodResolver } from '@hookform/resolvers/zod';
import { Flex, Grid } from '@radix-ui/themes';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { hotelSchema, type HotelInput, type HotelView } from '@pokerfest/domain';
import { FormField } from '../../../components/ui/form-field';
import { notify } from '../../../lib/notify';
import { LocationPicker, type Coordinates } from '../../location-picker';
import { adminHotels } from '../api/catalogue-resources';
import { useUploadHotelImage } from '../api/upload-image';
import { starLine } from '../catalogue-format';
import type { HotelBody } from '../catalogue-types';
import { DialogActions } from './dialog-actions';
import { EntityDialog } from './entity-dialog';
import { ImageUploadField } from './fields/image-upload-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';

const STAR_OPTIONS = [1, 2, 3, 4, 5].map((stars) => ({ value: String(stars), label: `${starLine(stars)} (${stars})` }));

const toFormValues = (hotel?: HotelView): HotelInput => ({
  name: hotel?.name ?? '',
  description: hotel?.description ?? '',
  location: hotel?.location ?? '',
  stars: hotel?.stars ?? 3,
  latitude: hotel?.latitude ?? '',
  longitude: hotel?.longitude ?? '',
  website: hotel?.website ?? '',
  contactInfo: hotel?.contactInfo ?? '',
  imageUrl: hotel?.imageUrl ?? '',
});

function HotelForm({ hotel, onDone }: { hotel?: HotelView; onDone: () => void }) {
  const form = useForm<HotelInput, unknown, HotelBody>({ resolver: zodResolver(hotelSchema), defaultValues: toFormValues(hotel) });
  const { errors, isSubmitted } = form.formState;
  const [latitude, longitude] = useWatch({ control: form.control, name: ['latitude', 'longitude'] });
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadHotelImage();
  const { save, pending } = adminHotels.useSave(hotel?.id);

  const setCoordinates = (next: Coordinates) => {
    form.setValue('latitude', next.latitude, { shouldDirty: true, shouldValidate: isSubmitted });
    form.setValue('longitude', next.longitude, { shouldDirty: true, shouldValidate: isSubmitted });
  };

  const onSubmit = async (body: HotelBody) => {
    let imageUrl = body.imageUrl;
    if (file) {
      try {
        imageUrl = await upload.mutateAsync(file);
      } catch {
        // the spec: the hotel is still saved, without the new image
        notify({
          title: 'Image Upload Failed',
          description: hotel ? 'The hotel is updated without the new image.' : 'The hotel is added without the image.',
          tone: 'destructive',
        });
      }
    }
    save({ ...body, imageUrl }, onDone);
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Flex direction="column" gap="3">
        <FormField label="Hotel Name" error={errors.name?.message} {...form.register('name')} />
        <TextAreaField label="Description" error={errors.description?.message} {...form.register('description')} />
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          <FormField label="Location" error={errors.location?.message} {...form.register('location')} />
          <Controller
            control={form.control}
            name="stars"
            render={({ field }) => (
              <SelectField
                label="Star Rating"
                value={String(field.value ?? 3)}
                onValueChange={(value) => field.onChange(Number(value))}
                options={STAR_OPTIONS}
                error={errors.stars?.message}
              />
            )}
          />
        </Grid>
        <LocationPicker
          latitude={String(latitude ?? '')}
          longitude={String(longitude ?? '')}
          onChange={setCoordinates}
          latitudeError={errors.latitude?.message}
          longitudeError={errors.longitude?.message}
        />
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          <FormField label="Website" type="url" placeholder="https://" error={errors.website?.message} {...form.register('website')} />
          <FormField label="Contact Info" error={errors.contactInfo?.message} {...form.register('contactInfo')} />
        </Grid>
        <ImageUploadField label="Hotel Image" storedUrl={hotel?.imageUrl} file={file} onFileChange={setFile} />
        <DialogActions submitLabel={hotel ? 'Update Hotel' : 'Add Hotel'} pending={upload.isPending || pending} />
      </Flex>
    </form>
  );
}

interface HotelDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The hotel to edit; a new hotel when absent. */
  hotel?: HotelView;
}

/** Add or edit one hotel, with its picture and its place on the map. */
export function HotelDialog({ open, onOpenChange, hotel }: HotelDialogProps) {
  return (
    <EntityDialog
      open={open}
      onOpenChange={onOpenChange}
      recordId={hotel?.id}
      maxWidth="640px"
      title={{ add: 'Add New Hotel', edit: 'Edit Hotel' }}
      description={{ add: 'Enter the details of the new hotel.', edit: 'Change the hotel details.' }}
      form={(onDone) => <HotelForm hotel={hotel} onDone={onDone} />}
    />
  );
}
