import { zodResolver } from '@hookform/resolvers/zod';
import { Flex, Grid } from '@radix-ui/themes';
import { Controller, useForm } from 'react-hook-form';
import { accommodationSchema, festivalCurrencies, type AccommodationInput, type AccommodationView, type FestivalView } from '@pokerfest/domain';
import { FormField } from '../../../components/ui/form-field';
import { adminHotels, festivalAccommodations } from '../api/catalogue-resources';
import { starEmojis } from '../catalogue-format';
import type { AccommodationBody } from '../catalogue-types';
import { DialogActions } from './dialog-actions';
import { EntityDialog } from './entity-dialog';
import { currencyOptions, SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';

interface AccommodationFormProps {
  festivalId: string;
  festival: FestivalView;
  room?: AccommodationView;
  onDone: () => void;
}

/** Adding: the festival's dates and the spec defaults (EUR, 1 room, 1 night). Editing: the room's own values. */
const toFormValues = ({ festivalId, festival, room }: Omit<AccommodationFormProps, 'onDone'>): AccommodationInput => ({
  festivalId,
  hotelId: room?.hotelId ?? 0,
  roomType: room?.roomType || room?.roomDescription || '',
  description: room?.description ?? '',
  pricePerNight: room?.pricePerNight ?? '',
  currency: (room?.currency as AccommodationInput['currency']) ?? 'EUR',
  availableRooms: room?.availableRooms ?? 1,
  minStayDays: room?.minStayDays ?? 1,
  checkInDate: room ? (room.checkInDate ?? room.startDate ?? '') : festival.startDate,
  checkOutDate: room ? (room.checkOutDate ?? room.endDate ?? '') : festival.endDate,
  amenities: room?.amenities ?? '',
});

function AccommodationForm(props: AccommodationFormProps) {
  const { room, onDone } = props;
  const form = useForm<AccommodationInput, unknown, AccommodationBody>({
    resolver: zodResolver(accommodationSchema),
    defaultValues: toFormValues(props),
  });
  const { errors } = form.formState;
  const hotels = adminHotels.useList();
  const { save, pending } = festivalAccommodations.useSave(room?.id);
  const hotelOptions = (hotels.data ?? []).map((hotel) => ({
    value: String(hotel.id),
    label: `${hotel.name} ${starEmojis(hotel.stars)}`,
  }));

  return (
    <form noValidate onSubmit={form.handleSubmit((body) => save(body, onDone))}>
      <Flex direction="column" gap="3">
        <Controller
          control={form.control}
          name="hotelId"
          render={({ field }) => (
            <SelectField
              label="Hotel"
              placeholder="Select a hotel"
              value={field.value ? String(field.value) : ''}
              onValueChange={(value) => field.onChange(Number(value))}
              options={hotelOptions}
              error={errors.hotelId?.message}
            />
          )}
        />
        <FormField label="Room Type" error={errors.roomType?.message} {...form.register('roomType')} />
        <TextAreaField label="Description" error={errors.description?.message} {...form.register('description')} />
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          <FormField label="Price Per Night" type="number" min={1} step="0.01" error={errors.pricePerNight?.message} {...form.register('pricePerNight')} />
          <Controller
            control={form.control}
            name="currency"
            render={({ field }) => (
              <SelectField
                label="Currency"
                value={String(field.value ?? 'EUR')}
                onValueChange={field.onChange}
                options={currencyOptions(festivalCurrencies)}
                error={errors.currency?.message}
              />
            )}
          />
          <FormField label="Available Rooms" type="number" min={1} step="1" error={errors.availableRooms?.message} {...form.register('availableRooms')} />
          <FormField label="Minimum Stay (Days)" type="number" min={1} step="1" error={errors.minStayDays?.message} {...form.register('minStayDays')} />
          <FormField label="Available From" type="date" error={errors.checkInDate?.message} {...form.register('checkInDate')} />
          <FormField label="Available Until" type="date" error={errors.checkOutDate?.message} {...form.register('checkOutDate')} />
        </Grid>
        <FormField
          label="Amenities"
          placeholder="WiFi, Breakfast, Spa"
          hint="Separate amenities with commas."
          error={errors.amenities?.message}
          {...form.register('amenities')}
        />
        <DialogActions submitLabel={room ? 'Update Accommodation' : 'Add Accommodation'} pending={pending} />
      </Flex>
    </form>
  );
}

interface AccommodationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  festivalId: string;
  festival: FestivalView;
  /** The room to edit; a new room when absent. */
  room?: AccommodationView;
}

export function AccommodationDialog({ open, onOpenChange, festivalId, festival, room }: AccommodationDialogProps) {
  return (
    <EntityDialog
      open={open}
      onOpenChange={onOpenChange}
      recordId={room?.id}
      maxWidth="600px"
      title={{ add: 'Add New Accommodation', edit: 'Edit Accommodation' }}
      description="A room offered with this festival."
      form={(onDone) => <AccommodationForm festivalId={festivalId} festival={festival} room={room} onDone={onDone} />}
    />
  );
}
