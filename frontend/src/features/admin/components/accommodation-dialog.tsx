import { zodResolver } from '@hookform/resolvers/zod';
import { Grid } from '@radix-ui/themes';
import { useForm, useWatch } from 'react-hook-form';
import { accommodationSchema, festivalCurrencies, type AccommodationInput, type AccommodationView, type FestivalView } from '@pokerfest/domain';
import { DayField } from '../../../components/ui/day-field';
import { FormField } from '../../../components/ui/form-field';
import { registerField } from '../../../lib/register-field';
import { adminHotels, festivalAccommodations } from '../api/catalogue-resources';
import { starEmojis } from '../catalogue-format';
import type { AccommodationBody } from '../catalogue-types';
import { DialogForm } from './dialog-form';
import { EntityDialog, type EditDialogProps, type EntityDialogLook } from './entity-dialog';
import { currencyOptions } from '../../../components/ui/select-field';
import { FormSelect } from '../../../components/ui/form-select';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { submitting } from '../../../lib/form-submit';
import { SalesOpenAtField } from './fields/sales-open-at-field';

const ACCOMMODATION_DIALOG: EntityDialogLook = {
  maxWidth: '600px',
  title: { add: 'Add New Accommodation', edit: 'Edit Accommodation' },
  description: 'A room offered with this festival.',
};

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
  salesOpenAt: room?.salesOpenAt ?? '',
});

function AccommodationForm(props: AccommodationFormProps) {
  const { room, onDone } = props;
  const form = useForm<AccommodationInput, unknown, AccommodationBody>({
    resolver: zodResolver(accommodationSchema),
    defaultValues: toFormValues(props),
  });
  const hotels = adminHotels.useList();
  const [from, until] = useWatch({ control: form.control, name: ['checkInDate', 'checkOutDate'] });
  const { save, pending, failure } = festivalAccommodations.useSave(room?.id);
  const hotelOptions = (hotels.data ?? []).map((hotel) => ({
    value: String(hotel.id),
    label: `${hotel.name} ${starEmojis(hotel.stars)}`,
  }));

  return (
    <DialogForm failure={failure} onSubmit={submitting(form.handleSubmit((body) => save(body, onDone)))} submitLabel={room ? 'Update Accommodation' : 'Add Accommodation'} pending={pending}>
      <FormSelect
        control={form.control}
        name="hotelId"
        label="Hotel"
        placeholder="Select a hotel"
        options={hotelOptions}
        format={(value) => (value ? String(value) : '')}
        parse={Number}
      />
      <FormField label="Room Type" {...registerField(form, 'roomType')} />
      <TextAreaField label="Description" {...registerField(form, 'description')} />
      <Grid columns={{ initial: '1', sm: '2' }} gap="3">
        <FormField label="Price Per Night" type="number" min={1} step="0.01" {...registerField(form, 'pricePerNight')} />
        <FormSelect control={form.control} name="currency" label="Currency" options={currencyOptions(festivalCurrencies)} format={(value) => String(value ?? 'EUR')} />
        <FormField label="Available Rooms" type="number" min={1} step="1" {...registerField(form, 'availableRooms')} />
        <FormField label="Minimum Stay (Days)" type="number" min={1} step="1" {...registerField(form, 'minStayDays')} />
        <DayField label="Available From" day={from} {...registerField(form, 'checkInDate')} />
        <DayField label="Available Until" day={until} {...registerField(form, 'checkOutDate')} />
      </Grid>
      <FormField label="Amenities" placeholder="WiFi, Breakfast, Spa" hint="Separate amenities with commas." {...registerField(form, 'amenities')} />
      <SalesOpenAtField control={form.control} name="salesOpenAt" of="item" />
    </DialogForm>
  );
}

export function AccommodationDialog({ festivalId, festival, record: room, ...frame }: EditDialogProps<AccommodationView> & { festivalId: string; festival: FestivalView }) {
  const form = (onDone: () => void) => <AccommodationForm festivalId={festivalId} festival={festival} room={room} onDone={onDone} />;
  return <EntityDialog {...frame} {...ACCOMMODATION_DIALOG} recordId={room?.id} form={form} />;
}
