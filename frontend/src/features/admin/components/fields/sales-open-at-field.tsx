import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from '../../../../components/ui/form-field';
import { formatDateTime } from '../../../catalogue';
import { instantOfLocalInput, localInputValue, localTimeZone } from '../../sales-open-at';

interface SalesOpenAtFieldProps<T extends FieldValues, Out> {
  control: Control<T, unknown, Out>;
  name: FieldPath<T>;
  /** A festival's own opening, or a room type's or tournament's, which overrides its festival's. */
  of: 'festival' | 'item';
}

/** What an empty field means. */
const EMPTY_MEANS = {
  festival: 'Leave it empty to put the festival on sale now.',
  item: "Leave it empty to sell it with the festival: now, unless the festival's own sales open later.",
} as const;

/**
 * "Sales open at" (issue 30): the browser's own date-and-time picker in the admin's local time; the
 * form holds the instant with its offset, as the API takes it, and the line under the field writes
 * it out with its zone, so nobody has to guess whose ten o'clock it is.
 */
export function SalesOpenAtField<T extends FieldValues, Out>({ control, name, of }: SalesOpenAtFieldProps<T, Out>) {
  const zone = localTimeZone();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const local = localInputValue(field.value);
        const written = local ? `Opens ${formatDateTime(String(field.value))}` : null;
        const base = `In your local time${zone ? ` (${zone})` : ''}. ${EMPTY_MEANS[of]}`;
        return (
          <FormField
            label="Sales open at"
            type="datetime-local"
            name={field.name}
            ref={field.ref}
            value={local}
            onChange={(event) => field.onChange(instantOfLocalInput(event.target.value))}
            onBlur={field.onBlur}
            hint={[written, base].filter(Boolean).join(' · ')}
            error={fieldState.error?.message}
          />
        );
      }}
    />
  );
}
