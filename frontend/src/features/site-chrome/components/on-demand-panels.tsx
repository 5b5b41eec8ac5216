import { lazy, Suspense, useState } from 'react';
import type { CurrentUser } from '../../account/types';
import { useCartState } from '../../cart/cart-context';

// The mobile menu and the cart panel are dialogs nobody sees on arrival: their code (and Radix's
// dialog machinery) loads the first time one opens, which keeps it off the first page.
const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));
const CartPanel = lazy(() => import('../../cart/components/cart-panel').then((module) => ({ default: module.CartPanel })));

/** True from the first time `open` is true on; the panel then stays mounted for its closing animation. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

interface MobileMenuPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: CurrentUser | null;
  onLogout: () => void;
  isLoggingOut: boolean;
}

export function MobileMenuOnDemand(props: MobileMenuPanelProps) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <MobileMenu {...props} />
    </Suspense>
  );
}

export function CartPanelOnDemand() {
  const opened = useOpenedOnce(useCartState().isOpen);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CartPanel />
    </Suspense>
  );
}
