/**
 * A user's own referral code: 'REF-' + first 3 characters of the username upper case + '-' +
 * 4 digits. `fourDigits` is passed in (0..9999) so the rule stays pure.
 */
export function referralCodeFor(username: string, fourDigits: number): string {
  if (!Number.isInteger(fourDigits) || fourDigits < 0 || fourDigits > 9999) throw new RangeError(`Not four digits: ${fourDigits}`);
  return `REF-${username.slice(0, 3).toUpperCase()}-${String(fourDigits).padStart(4, '0')}`;
}

export const referralCodePattern = /^REF-[A-Z0-9_.-]{1,3}-\d{4}$/;
