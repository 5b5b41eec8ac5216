import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The form's values as its schema reads them while they are valid, else undefined: what a preview
 * beside a settings form shows as the admin types, before anything is saved. The form's messages
 * come from its resolver; this only reads.
 */
export function useValidValues<T extends FieldValues, Out>(control: Control<T, unknown, Out>, schema: z.ZodType<Out>): Out | undefined {
  const values = useWatch({ control });
  const read = schema.safeParse(values);
  return read.success ? read.data : undefined;
}
