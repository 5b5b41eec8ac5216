// Where the auth page sends a user once logged in (product spec section 2, Auth page).
import { appPaths } from '../config/paths';

const PLACEHOLDER_ORIGIN = 'http://same-site.invalid';

function isControlCharacter(character: string): boolean {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

/**
 * The returnTo value when it is a same-site relative path: it starts with one '/', is not
 * protocol-relative ('//host' or '/\host') and holds no control characters. Otherwise null.
 */
export function safeReturnTo(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/')) return null;
  if (raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if ([...raw].some(isControlCharacter)) return null;
  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** returnTo with restoreBooking=true appended (other parameters kept), or '/' when returnTo is missing or unsafe. */
export function destinationAfterLogin(returnTo: string | null | undefined): string {
  const safe = safeReturnTo(returnTo);
  if (!safe) return '/';
  const url = new URL(safe, PLACEHOLDER_ORIGIN);
  url.searchParams.set('restoreBooking', 'true');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Pages a Login link does not come back to: home and the account pages themselves. */
const NO_RETURN_PATHS = new Set<string>([appPaths.home, appPaths.auth, appPaths.forgotPassword, appPaths.resetPassword]);

/**
 * Where a Login link on the page at `location` leads: /auth with that page (path and query, less
 * an earlier restoreBooking flag) as returnTo, so logging in from a festival page comes back to it.
 */
export function loginPathFrom(location: { pathname: string; search: string }): string {
  if (NO_RETURN_PATHS.has(location.pathname)) return appPaths.auth;
  const query = new URLSearchParams(location.search);
  query.delete('restoreBooking');
  const search = query.toString();
  const here = safeReturnTo(`${location.pathname}${search ? `?${search}` : ''}`);
  return here ? appPaths.authWithReturn(here) : appPaths.auth;
}
