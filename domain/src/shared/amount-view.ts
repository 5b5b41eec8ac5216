import { z } from 'zod';

/**
 * An amount in an API answer: under `name` in major units, as the screens show it, and beside it
 * under `${name}Cents` in cents, as the system keeps it, so that no client has to round. Spread
 * into a view's object: `z.object({ ...amountWithCents('due'), currency: z.string() })`.
 */
export function amountWithCents<Name extends string>(name: Name): Record<Name, z.ZodNumber> & Record<`${Name}Cents`, z.ZodNumber> {
  return { [name]: z.number(), [`${name}Cents`]: z.number().int() } as Record<Name, z.ZodNumber> & Record<`${Name}Cents`, z.ZodNumber>;
}
