import { zodResolver } from '@hookform/resolvers/zod';
import { Grid } from '@radix-ui/themes';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { hotelSchema, type HotelInput, type HotelView } from '@pokerfest/domain';
import { FormField } from '../../../components/ui/form-field';
import { registerField } from '../../../lib/register-field';
import { notify } from '../../../lib/notify';
import { adminHotels } from '../api/catalogue-resources';
import { useUploadHotelImage } from '../api/upload-image';
import { starLine } from '../catalogue-format';
import type { HotelBody } from '../catalogue-types';
import { placeFormValues } from '../place-form-values';
import { DialogForm } from './dialog-form';
import { EntityDialog, type EditDialogProps, type EntityDialogLook } from './entity-dialog';
import { ImageUploadField } from './fields/image-upload-field';
import { FormSelect } from '../../../components/ui/form-select';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { submitting } from '../../../lib/form-submit';
import { MapLocationField } from './fields/map-location-field';

const HOTEL_DIALOG: EntityDialogLook = {
  maxWidth: '640px',
  title: { add: 'Add New Hotel', edit: 'Edit Hotel' },
  description: { add: 'Enter the details of the new hotel.', edit: 'Change the hotel details.' },
};

const STAR_OPTIONS = [1, 2, 3, 4, 5].map((stars) => ({ value: String(stars), label: `${starLine(stars)} (${stars})` }));

const toFormValues = (hotel?: HotelView): HotelInput => ({ ...placeFormValues(hotel), stars: hotel?.stars ?? 3, imageUrl: hotel?.imageUrl ?? '' });

function HotelForm({ hotel, onDone }: { hotel?: HotelView; onDone: () => void }) {
  const form = useForm<HotelInput, unknown, HotelBody>({ resolver: zodResolver(hotelSchema), defaultValues: toFormValues(hotel) });
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadHotelImage();
  const { save, pending, failure } = adminHotels.useSave(hotel?.id);

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
    <DialogForm failure={failure} onSubmit={submitting(form.handleSubmit(onSubmit))} submitLabel={hotel ? 'Update Hotel' : 'Add Hotel'} pending={upload.isPending || pending}>
      <FormField label="Hotel Name" {...registerField(form, 'name')} />
      <TextAreaField label="Description" {...registerField(form, 'description')} />
      <Grid columns={{ initial: '1', sm: '2' }} gap="3">
        <FormField label="Location" {...registerField(form, 'location')} />
        <FormSelect control={form.control} name="stars" label="Star Rating" options={STAR_OPTIONS} format={(value) => String(value ?? 3)} parse={Number} />
      </Grid>
      <MapLocationField form={form} />
      <Grid columns={{ initial: '1', sm: '2' }} gap="3">
        <FormField label="Website" type="url" placeholder="https://" {...registerField(form, 'website')} />
        <FormField label="Contact Info" {...registerField(form, 'contactInfo')} />
      </Grid>
      <ImageUploadField label="Hotel Image" storedUrl={hotel?.imageUrl} file={file} onFileChange={setFile} />
    </DialogForm>
  );
}

/** Add or edit one hotel, with its picture and its place on the map. */
export function HotelDialog({ record: hotel, ...frame }: EditDialogProps<HotelView>) {
  return <EntityDialog {...frame} {...HOTEL_DIALOG} recordId={hotel?.id} form={(onDone) => <HotelForm hotel={hotel} onDone={onDone} />} />;
}
