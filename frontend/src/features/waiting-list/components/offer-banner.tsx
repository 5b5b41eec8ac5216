import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { Link, useLocation } from 'react-router-dom';
import { appPaths } from '../../../config/paths';
import type { FestivalOfferState } from '../use-festival-offer';
import { heldUntilText } from '../waiting-list-words';

/** Above the festival's package: the unit a waiting-list offer holds for me, and until when. */
export function OfferBanner({ state }: { state: FestivalOfferState }) {
  const location = useLocation();
  if (state.kind === 'none' || state.kind === 'loading') return null;
  if (state.kind === 'login') {
    return (
      <Callout.Root color="blue" role="status">
        <Flex direction="column" gap="2" align="start">
          <Callout.Text>Log in to book what your waiting-list offer holds for you.</Callout.Text>
          <Button asChild size="2">
            <Link to={appPaths.authWithReturn(`${location.pathname}${location.search}`)}>Log in</Link>
          </Button>
        </Flex>
      </Callout.Root>
    );
  }
  if (state.kind === 'gone') {
    return (
      <Callout.Root color="amber" role="status">
        <Callout.Text>This offer has ended or was already used.</Callout.Text>
      </Callout.Root>
    );
  }
  return (
    <Callout.Root color="jade" role="status" data-testid="offer-banner">
      <Flex direction="column" gap="1">
        <Text weight="bold">{heldUntilText(state.offer.kind, state.offer.expiresAt)}</Text>
        <Callout.Text>{state.offer.itemName} is chosen below: complete your booking before then.</Callout.Text>
      </Flex>
    </Callout.Root>
  );
}
