// The app's icons, drawn by Lucide. Each is imported from its own module, so only these few reach
// the bundle (the package's index would hand the bundler every icon to shake off). The names are the
// app's: the places that show an icon need not know where it comes from. The logo's spade is not
// one of them: it is the brand's mark (site-chrome's site-logo.tsx).
import type { LucideIcon, LucideProps } from 'lucide-react';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Check from 'lucide-react/icons/check';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Ellipsis from 'lucide-react/icons/ellipsis';
import House from 'lucide-react/icons/house';
import LogIn from 'lucide-react/icons/log-in';
import Menu from 'lucide-react/icons/menu';
import Search from 'lucide-react/icons/search';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import Ticket from 'lucide-react/icons/ticket';
import Trash2 from 'lucide-react/icons/trash-2';
import User from 'lucide-react/icons/user';
import X from 'lucide-react/icons/x';

type IconProps = Omit<LucideProps, 'ref'>;

/**
 * An icon as the app shows it: 20 px unless told, and decorative: hidden from assistive technology
 * and never a tab stop of its own (older browsers focus an inline svg); the button, link or label
 * around it gives the name.
 */
function appIcon(Glyph: LucideIcon, displayName: string) {
  function AppIcon(props: IconProps) {
    return <Glyph size={20} aria-hidden="true" focusable="false" {...props} />;
  }
  AppIcon.displayName = displayName;
  return AppIcon;
}

export const HomeIcon = appIcon(House, 'HomeIcon');
export const FestivalsIcon = appIcon(CalendarDays, 'FestivalsIcon');
export const BookingsIcon = appIcon(Ticket, 'BookingsIcon');
export const ProfileIcon = appIcon(User, 'ProfileIcon');
export const LoginIcon = appIcon(LogIn, 'LoginIcon');
export const MenuIcon = appIcon(Menu, 'MenuIcon');
export const CheckIcon = appIcon(Check, 'CheckIcon');
export const CrossIcon = appIcon(X, 'CrossIcon');
export const MoreIcon = appIcon(Ellipsis, 'MoreIcon');
export const SearchIcon = appIcon(Search, 'SearchIcon');
export const ChevronLeftIcon = appIcon(ChevronLeft, 'ChevronLeftIcon');
export const ChevronRightIcon = appIcon(ChevronRight, 'ChevronRightIcon');
export const CartIcon = appIcon(ShoppingCart, 'CartIcon');
export const TrashIcon = appIcon(Trash2, 'TrashIcon');
