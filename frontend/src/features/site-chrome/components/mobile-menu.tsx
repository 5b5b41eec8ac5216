import { Box, Button, Dialog, Flex, Separator, Text, VisuallyHidden } from '@radix-ui/themes';
import { Link, useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../config/brand';
import { loginPathFrom } from '../../../lib/return-to';
import type { CurrentUser } from '../../account';
import { currentLinkOf, mobileMenuLinks } from '../navigation';

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: CurrentUser | null;
  onLogout: () => void;
  isLoggingOut: boolean;
}

/** The slide-in menu of small screens: links, Help & Support, and the account (or Login). */
export function MobileMenu({ open, onOpenChange, user, onLogout, isLoggingOut }: MobileMenuProps) {
  const location = useLocation();
  const close = () => onOpenChange(false);
  const links = mobileMenuLinks(user);
  const current = currentLinkOf(links, location);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content className="side-sheet mobile-menu" aria-describedby={undefined}>
        <Flex direction="column" gap="4" height="100%">
          <Flex justify="between" align="center">
            <Dialog.Title size="4" mb="0">
              {PRODUCT_NAME}
            </Dialog.Title>
            <Dialog.Close>
              <Button variant="ghost" color="gray">
                Close
                <VisuallyHidden> menu</VisuallyHidden>
              </Button>
            </Dialog.Close>
          </Flex>
          {user && (
            <Box className="mobile-menu-account">
              <Text as="div" weight="bold">
                {user.username}
              </Text>
              <Text as="div" size="2" color="gray">
                {user.email}
              </Text>
            </Box>
          )}
          <Separator size="4" />
          <nav aria-label="Menu" className="mobile-menu-links">
            {links.map((link) => (
              <Link
                key={link.label}
                to={link.to}
                onClick={close}
                className="mobile-menu-link"
                aria-current={link === current ? 'page' : undefined}
              >
                {link.label}
              </Link>
            ))}
          </nav>
          <Box flexGrow="1" />
          {user ? (
            <Button
              variant="soft"
              color="red"
              loading={isLoggingOut}
              onClick={() => {
                onLogout();
                close();
              }}
            >
              Sign Out
            </Button>
          ) : (
            <Button asChild>
              <Link to={loginPathFrom(location)} onClick={close}>
                Login
              </Link>
            </Button>
          )}
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
