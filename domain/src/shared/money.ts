/** Money inside the system is always an integer number of minor units (cents). */
export type Cents = number & { readonly __brand: 'Cents' };

export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of cents: ${value}`);
  return value as Cents;
}

/** Major units (e.g. 12.5 EUR) to cents, rounding half away from zero at the API edge. */
export function fromMajorUnits(amount: number): Cents {
  const scaled = Math.round(Math.abs(amount) * 100) * Math.sign(amount);
  return cents(scaled === 0 ? 0 : scaled);
}

export function toMajorUnits(amount: Cents): number {
  return amount / 100;
}

export function addCents(...amounts: Cents[]): Cents {
  return cents(amounts.reduce((sum, a) => sum + a, 0));
}

export function multiplyCents(amount: Cents, factor: number): Cents {
  if (!Number.isInteger(factor)) throw new RangeError(`Quantity must be whole: ${factor}`);
  return cents(amount * factor);
}
