import { type ComponentProps } from 'react';
import { formatDay, parseCalendarDay } from '@pokerfest/domain';
import { FormField } from './form-field';

type DayFieldProps = Omit<ComponentProps<typeof FormField>, 'type'> & {
  /** The day the field holds now ('YYYY-MM-DD'; a registered field's watched value, whatever its form type), written under it. */
  day: unknown;
};

/** 'Fri, Jun 4, 2027' for a day the field holds; nothing while it is empty or half typed. */
export function writtenDay(day: unknown): string {
  return typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) && parseCalendarDay(day) ? formatDay(day, { weekday: true }) : '';
}

/**
 * A day picked with the browser's own date input, its value kept 'YYYY-MM-DD', with the day written
 * under it as the shop writes days. A date input shows the day in the browser's language whatever
 * the page says (Chromium and Firefox ignore its lang attribute), so '06/04/2027' on an American
 * browser could be read as either day: the line under it, also the input's description, settles it.
 */
export function DayField({ day, hint, ...field }: DayFieldProps) {
  const written = writtenDay(day);
  return <FormField type="date" hint={[written, hint].filter(Boolean).join(' · ') || undefined} {...field} />;
}
