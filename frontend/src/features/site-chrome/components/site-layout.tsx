import '../site-chrome.css';
import { useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { appPaths } from '../../../config/paths';
import { useCurrentUser, useLogout } from '../../account';
import { CartButton, CartPanelOnDemand, CartProvider } from '../../cart';
import { usePageScroll } from '../page-scroll';
import { BottomBar } from './bottom-bar';
import { MobileMenuOnDemand } from './on-demand-panels';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The chrome around every screen: header, mobile menu, footer, bottom bar, and the cart button and panel. */
export function SiteLayout() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const logout = useLogout({ onLoggedOut: () => void navigate(appPaths.home) });
  const startLogout = () => logout.mutate();
  usePageScroll();

  return (
    <CartProvider>
      <div className="site-shell">
        <SiteHeader
          user={user}
          onLogout={startLogout}
          isLoggingOut={logout.isPending}
          onOpenMenu={() => setMenuOpen(true)}
        />
        <MobileMenuOnDemand
          open={menuOpen}
          onOpenChange={setMenuOpen}
          user={user}
          onLogout={startLogout}
          isLoggingOut={logout.isPending}
        />
        <main className="site-main">
          <Outlet />
        </main>
        <SiteFooter />
        <BottomBar user={user} />
        <CartButton />
        <CartPanelOnDemand />
      </div>
    </CartProvider>
  );
}
