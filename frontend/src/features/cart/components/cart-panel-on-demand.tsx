import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../../../lib/opened-once';
import { useCartState } from '../cart-context';

// Nobody sees the cart panel on arrival: its code (and Radix's dialog machinery) loads the first
// time it opens, which keeps it off the first page.
const CartPanel = lazy(() => import('./cart-panel').then((module) => ({ default: module.CartPanel })));

export function CartPanelOnDemand() {
  const opened = useOpenedOnce(useCartState().isOpen);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CartPanel />
    </Suspense>
  );
}
