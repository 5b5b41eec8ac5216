import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, Grid, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { festivalCreateSchema, festivalCurrencies, type FestivalCreateInput, type FestivalView } from '@pokerfest/domain';
import { DayField } from '../../../components/ui/day-field';
import { FormField } from '../../../components/ui/form-field';
import { FormFailure } from '../../../components/ui/form-failure';
import { registerField } from '../../../lib/register-field';
import { notify } from '../../../lib/notify';
import { adminCasinos, adminFestivals } from '../api/catalogue-resources';
import { useUploadFestivalImage } from '../api/upload-image';
import type { FestivalBody } from '../catalogue-types';
import { emptyAsAbsent, festivalFormValues, festivalIdOf } from '../festival-form-values';
import { ImageUploadField } from './fields/image-upload-field';
import { currencyOptions, yesNoOptions } from '../../../components/ui/select-field';
import { FormSelect, yesNoBinding } from '../../../components/ui/form-select';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { submitting } from '../../../lib/form-submit';
import { MapLocationField } from './fields/map-location-field';
import { SalesOpenAtField } from './fields/sales-open-at-field';

const NO_CASINO = 'none';

interface FestivalDetailsFormProps {
  /** The festival being edited; a new festival when absent. */
  festival?: FestivalView;
  /** A new festival was stored: the dialog switches to editing it. */
  onCreated: (festival: FestivalView) => void;
  /** An edit was stored. */
  onUpdated: (festival: FestivalView) => void;
}

/** The 'Festival Details' tab: every festival field, its picture and its place on the map (spec section 2). */
export function FestivalDetailsForm({ festival, onCreated, onUpdated }: FestivalDetailsFormProps) {
  const form = useForm<FestivalCreateInput, unknown, FestivalBody>({
    resolver: zodResolver(festivalCreateSchema),
    defaultValues: festivalFormValues(festival),
  });
  const [file, setFile] = useState<File | null>(null);
  const [startDate, endDate] = useWatch({ control: form.control, name: ['startDate', 'endDate'] });
  // what the last save could not do, said at the image field or above the button until the next try
  const [imageRefused, setImageRefused] = useState<string | undefined>(undefined);
  const [noId, setNoId] = useState<string | null>(null);
  const casinos = adminCasinos.useList();
  const upload = useUploadFestivalImage();
  const create = adminFestivals.useCreate();
  const update = adminFestivals.useUpdate();
  const saving = upload.isPending || create.isPending || update.isPending;
  const saveFailure = create.error ? adminFestivals.words.created.failed(create.error) : update.error ? adminFestivals.words.updated.failed(update.error) : null;
  const casinoOptions = [
    { value: NO_CASINO, label: 'No casino' },
    ...(casinos.data ?? []).map((casino) => ({ value: String(casino.id), label: casino.name })),
  ];

  const onSubmit = async (body: FestivalBody) => {
    setImageRefused(undefined);
    setNoId(null);
    const editedId = festival ? festivalIdOf(festival) : undefined;
    if (festival && !editedId) {
      const description = 'Update failed: Could not determine festival ID';
      setNoId(description);
      notify({ title: 'Error', description, tone: 'destructive' });
      return;
    }
    let imageUrl = body.imageUrl;
    if (file) {
      try {
        imageUrl = await upload.mutateAsync(file);
      } catch {
        const action = festival ? 'updated' : 'created';
        const description = `Festival cannot be ${action} without a valid image`;
        setImageRefused(description);
        notify({ title: 'Image Upload Failed', description, tone: 'destructive' });
        return;
      }
    }
    const payload = { ...body, imageUrl };
    if (editedId) update.mutate({ id: editedId, body: payload }, { onSuccess: onUpdated });
    else create.mutate(payload, { onSuccess: (created) => festivalIdOf(created) && onCreated(created) });
  };

  return (
    <form noValidate onSubmit={submitting(form.handleSubmit(onSubmit))}>
      <Flex direction="column" gap="3">
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          <FormField
            label="ID"
            disabled={Boolean(festival)}
            placeholder={festival ? undefined : 'Left empty: festival-{timestamp}'}
            hint={festival ? 'The ID cannot be changed.' : 'Optional: letters, digits, - and _.'}
            {...registerField(form, 'productId', { setValueAs: emptyAsAbsent })}
          />
          <FormField label="Name" {...registerField(form, 'title')} />
          <FormField label="Location" {...registerField(form, 'location')} />
          <FormSelect
            control={form.control}
            name="casinoId"
            label="Casino"
            options={casinoOptions}
            format={(value) => (value == null || value === '' ? NO_CASINO : String(value))}
            parse={(option) => (option === NO_CASINO ? null : Number(option))}
          />
        </Grid>
        <TextAreaField label="Description" {...registerField(form, 'description')} />
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          <DayField label="Start Date" day={startDate} {...registerField(form, 'startDate')} />
          <DayField label="End Date" day={endDate} {...registerField(form, 'endDate')} />
        </Grid>
        <Grid columns={{ initial: '1', sm: '3' }} gap="3">
          <FormField label="Starting Price" type="number" min={0} step="0.01" {...registerField(form, 'startingPrice')} />
          <FormSelect
            control={form.control}
            name="startingPriceCurrency"
            label="Currency"
            options={currencyOptions(festivalCurrencies)}
            format={(value) => String(value ?? 'EUR')}
          />
          <FormField label="Max Loyalty Points" type="number" min={0} step="1" {...registerField(form, 'maxLoyaltyPoints')} />
        </Grid>
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          <FormSelect control={form.control} name="featured" label="Featured" options={yesNoOptions} {...yesNoBinding} />
          <FormSelect control={form.control} name="active" label="Active" options={yesNoOptions} {...yesNoBinding} />
        </Grid>
        <Text size="1" color="gray">
          Inactive festivals are hidden from users; featured festivals are highlighted on the home page.
        </Text>
        <SalesOpenAtField control={form.control} name="salesOpenAt" of="festival" />
        <ImageUploadField
          label="Festival Image"
          storedUrl={festival?.imageUrl}
          file={file}
          onFileChange={(picked) => {
            setFile(picked);
            setImageRefused(undefined);
          }}
          hint="Any image type; it is uploaded when the festival is saved."
          error={imageRefused}
        />
        <MapLocationField form={form} />
        <FormFailure title="Error" text={noId ?? saveFailure} />
        <Flex justify="end" gap="3" mt="2">
          <Button type="submit" loading={saving}>
            {festival ? 'Update Festival' : 'Create Festival'}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
