import { Button, Flex, IconButton, Text } from '@radix-ui/themes';
import { Link, useLocation } from 'react-router-dom';
import { MenuIcon } from '../../../components/ui/icons';
import { loginPathFrom } from '../../../lib/return-to';
import type { CurrentUser } from '../../account';
import { currentLinkOf, headerLinks } from '../navigation';
import { SiteLogo } from './site-logo';

interface SiteHeaderProps {
  user: CurrentUser | null;
  onLogout: () => void;
  isLoggingOut: boolean;
  onOpenMenu: () => void;
}

/** The top bar: logo, main links and account actions on desktop; logo and menu button on mobile. */
export function SiteHeader({ user, onLogout, isLoggingOut, onOpenMenu }: SiteHeaderProps) {
  const location = useLocation();
  const links = headerLinks(user);
  const current = currentLinkOf(links, location);
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <SiteLogo />
        <nav aria-label="Main navigation" className="desktop-only site-header-nav">
          {links.map((link) => (
            <Link
              key={link.label}
              to={link.to}
              className="site-nav-link"
              aria-current={link === current ? 'page' : undefined}
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="desktop-only site-header-account">
          {user ? (
            <Flex align="center" gap="3">
              <Text size="2" weight="medium" data-testid="header-username">
                {user.username}
              </Text>
              <Button variant="soft" color="gray" onClick={onLogout} loading={isLoggingOut}>
                Logout
              </Button>
            </Flex>
          ) : (
            <Button asChild>
              <Link to={loginPathFrom(location)}>Login</Link>
            </Button>
          )}
        </div>
        <div className="mobile-only">
          <IconButton variant="ghost" color="gray" size="3" aria-label="Open menu" onClick={onOpenMenu}>
            <MenuIcon width="22" height="22" />
          </IconButton>
        </div>
      </div>
    </header>
  );
}
