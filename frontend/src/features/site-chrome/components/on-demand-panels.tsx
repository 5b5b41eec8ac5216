import { lazy, Suspense, type ComponentProps } from 'react';
import { useOpenedOnce } from '../../../lib/opened-once';

// The mobile menu is a dialog nobody sees on arrival: its code (and Radix's dialog machinery) loads
// the first time it opens, which keeps it off the first page. The cart panel does the same in cart.
const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));

export function MobileMenuOnDemand(props: ComponentProps<typeof MobileMenu>) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <MobileMenu {...props} />
    </Suspense>
  );
}
