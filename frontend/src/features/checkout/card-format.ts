// The demo card form's input as the player types it: the number grouped in fours, the expiry with
// its '/' put in, so '1230' reads '12/30' and passes the MM/YY check.

const CARD_DIGITS = 19;

/** '4242424242424242' → '4242 4242 4242 4242'; anything but digits is dropped. */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1230' → '12/30', '12' → '12', '12/' → '12/' (so the slash can be typed, or deleted again). */
export function formatExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && typed.trim().endsWith('/')) return `${digits}/`;
  return digits;
}
