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
    links.push({ label: 'My Bookings', to: appPaths.dashboard }, { label: 'Dashboard', to: appPaths.dashboard });
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
    { label: 'Bookings', to: appPaths.dashboard, icon: 'bookings' },
    user
      ? { label: 'Profile', to: appPaths.dashboard, icon: 'profile' }
      : { label: 'Login', to: loginTo, icon: 'login' },
  ];
}

/** Whether a link points at the current location (hash links match path and hash). */
export function isCurrentLink(link: NavigationLink, location: { pathname: string; hash: string }): boolean {
  const [path, hash] = link.to.split('#');
  if (hash !== undefined) return location.pathname === path && location.hash === `#${hash}`;
  if (path === '/') return location.pathname === '/' && location.hash === '';
  return location.pathname === path || location.pathname.startsWith(`${path}/`);
}
