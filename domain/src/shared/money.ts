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

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * The one way money is written, on screens, in e-mails and in server messages: en-US with thousands
 * separators and two decimals, e.g. '€3,075.00'. A code Intl does not know reads '3,075.00 XYZ'.
 */
export function formatMoney(amount: number, currency: string | null | undefined = 'EUR'): string {
  const code = currency || 'EUR';
  let format = moneyFormats.get(code);
  if (!format) {
    try {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    } catch {
      const plain = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      return `${plain.format(amount)} ${code}`;
    }
    moneyFormats.set(code, format);
  }
  return format.format(amount);
}

/** An amount kept in cents (the system's unit), written as formatMoney writes major units. */
export function formatCents(amountCents: number, currency: string | null | undefined = 'EUR'): string {
  return formatMoney(amountCents / 100, currency);
}
