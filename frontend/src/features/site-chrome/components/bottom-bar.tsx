import type { ComponentType, SVGProps } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { BookingsIcon, FestivalsIcon, HomeIcon, LoginIcon, ProfileIcon } from '../../../components/ui/icons';
import { loginPathFrom } from '../../../lib/return-to';
import type { CurrentUser } from '../../account';
import { bottomBarSlots, currentLinkOf, type BottomBarSlot } from '../navigation';

const ICONS: Record<BottomBarSlot['icon'], ComponentType<SVGProps<SVGSVGElement>>> = {
  home: HomeIcon,
  festivals: FestivalsIcon,
  bookings: BookingsIcon,
  profile: ProfileIcon,
  login: LoginIcon,
};

/** The mobile bottom bar: Home, Festivals, Bookings and Profile (or Login). */
export function BottomBar({ user }: { user: CurrentUser | null }) {
  const location = useLocation();
  const slots = bottomBarSlots(user, loginPathFrom(location));
  const current = currentLinkOf(slots, location);
  return (
    <nav aria-label="Mobile navigation" className="mobile-only bottom-bar">
      {slots.map((slot) => {
        const SlotIcon = ICONS[slot.icon];
        return (
          <Link
            key={slot.label}
            to={slot.to}
            className="bottom-bar-slot"
            aria-current={slot === current ? 'page' : undefined}
          >
            <SlotIcon />
            <span>{slot.label}</span>
          </Link>
        );
      })}
    </nav>
  );
}
