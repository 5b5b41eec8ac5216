// Where the floating View Cart button may show (issue 29). Not on the booking pages: there it covered
// the booking summary, the demo cards' notice and the pay button, and those pages show the package
// themselves. On a festival page a phone has the booking bar in its place (festival feature), so the
// button stays for wider screens only. Everywhere else it shows while the cart holds something.
import { appPaths } from '../../config/paths';

export type CartButtonPlacement = 'everywhere' | 'wide-screens' | 'nowhere';

/** The first segment of a route pattern such as '/booking/:id' ('/booking/'). */
const sectionOf = (pattern: string) => pattern.slice(0, pattern.indexOf('/', 1) + 1);

const CHECKOUT_SECTIONS = [sectionOf(appPaths.bookingWizard.pattern), sectionOf(appPaths.orderChange.pattern)];
const FESTIVAL_SECTION = sectionOf(appPaths.festival.pattern);

export function cartButtonPlacement(pathname: string): CartButtonPlacement {
  if (CHECKOUT_SECTIONS.some((section) => pathname.startsWith(section))) return 'nowhere';
  if (pathname.startsWith(FESTIVAL_SECTION)) return 'wide-screens';
  return 'everywhere';
}
