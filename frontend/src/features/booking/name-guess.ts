// The details page fills in first and last name by guessing from the account's email (product spec
// section 2): the part before the at sign, split on dots, each part capitalised.

const capitalised = (part: string) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase();

/** 'ann.marie.smith@x' → Ann / Marie Smith; 'ann@x' → Ann / ''. */
export function guessNameFromEmail(email: string | null | undefined): { firstName: string; lastName: string } {
  const localPart = (email ?? '').split('@')[0] ?? '';
  const parts = localPart
    .split('.')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(capitalised);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}
