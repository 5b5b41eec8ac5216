import { get, useWatch, type FieldError, type FieldPath, type FieldValues, type PathValue, type UseFormReturn } from 'react-hook-form';
import { LocationPicker, type Coordinates } from '../../../location-picker';

/**
 * The location picker bound to a form's `latitude` and `longitude` (the casino, hotel and festival
 * forms): a pick marks the form changed, and re-checks the fields once the form was submitted.
 */
export function MapLocationField<T extends FieldValues, Out>({ form }: { form: UseFormReturn<T, unknown, Out> }) {
  // every form this serves names its coordinates so; the generic form cannot prove it
  const latitudeName = 'latitude' as FieldPath<T>;
  const longitudeName = 'longitude' as FieldPath<T>;
  const [latitude, longitude] = useWatch({ control: form.control, name: [latitudeName, longitudeName] });
  const { errors, isSubmitted } = form.formState;
  const errorOf = (name: FieldPath<T>) => (get(errors, name) as FieldError | undefined)?.message;

  const setCoordinates = (next: Coordinates) => {
    const options = { shouldDirty: true, shouldValidate: isSubmitted };
    form.setValue(latitudeName, next.latitude as PathValue<T, FieldPath<T>>, options);
    form.setValue(longitudeName, next.longitude as PathValue<T, FieldPath<T>>, options);
  };

  return (
    <LocationPicker
      latitude={String(latitude ?? '')}
      longitude={String(longitude ?? '')}
      onChange={setCoordinates}
      latitudeError={errorOf(latitudeName)}
      longitudeError={errorOf(longitudeName)}
    />
  );
}
