// Which links the site chrome shows, from the session's user (product spec section 2).
import { appPaths } from '../../config/paths';
import type { CurrentUser } from '../account';

export interface NavigationLink {
  label: string;
  to: string;
}

export type BottomBarSlot = NavigationLink & { icon: 'home' | 'festivals' | 'bookings' | 'profile' | 'login' };

/** Header links: Home and Festivals always; My Bookings, Dashboard and (admins) Admin when logged in. */
export function headerLinks(user: CurrentUser | null): NavigationLink[] {
  const links: NavigationLink[] = [
    { label: 'Home', to: appPaths.home },
    { label: 'Festivals', to: appPaths.festivalsSection },
  ];
  if (user) {
    links.push({ label: 'My Bookings', to: appPaths.dashboardBookings }, { label: 'Dashboard', to: appPaths.dashboard });
    if (user.role === 'admin') links.push({ label: 'Admin', to: appPaths.admin });
  }
  return links;
}

/** Links of the mobile slide-in menu: the header links plus Help & Support. */
export function mobileMenuLinks(user: CurrentUser | null): NavigationLink[] {
  return [...headerLinks(user), { label: 'Help & Support', to: appPaths.help }];
}

/** The four slots of the mobile bottom bar; the last is Profile when logged in, else Login (to `loginTo`). */
export function bottomBarSlots(user: CurrentUser | null, loginTo: string = appPaths.auth): BottomBarSlot[] {
  return [
    { label: 'Home', to: appPaths.home, icon: 'home' },
    { label: 'Festivals', to: appPaths.festivalsSection, icon: 'festivals' },
    { label: 'Bookings', to: appPaths.dashboardBookings, icon: 'bookings' },
    user
      ? { label: 'Profile', to: appPaths.dashboardProfile, icon: 'profile' }
      : { label: 'Login', to: loginTo, icon: 'login' },
  ];
}

type Place = { pathname: string; hash: string };

/**
 * How closely a link names the location: 3 its page and its hash, 2 its page, 1 its page without
 * the hash it names (or Home below a hash), 0 another page.
 */
function closeness(link: NavigationLink, location: Place): number {
  const [target = '', hash] = link.to.split('#');
  const path = target.split('?')[0] ?? target;
  const samePage = path === '/' ? location.pathname === '/' : location.pathname === path || location.pathname.startsWith(`${path}/`);
  if (!samePage) return 0;
  if (hash !== undefined) return location.hash === `#${hash}` ? 3 : 1;
  return path === '/' && location.hash !== '' ? 1 : 2;
}

/**
 * The one link of a navigation that stands for the location: the closest, the first of equally
 * close ones, none on a page it does not link to. Several links may lead to one page (My Bookings
 * and Dashboard, Bookings and Profile); only one of them is marked current.
 */
export function currentLinkOf<Link extends NavigationLink>(links: readonly Link[], location: Place): Link | undefined {
  let best: Link | undefined;
  let bestCloseness = 0;
  for (const link of links) {
    const found = closeness(link, location);
    if (found > bestCloseness) {
      best = link;
      bestCloseness = found;
    }
  }
  return best;
}
