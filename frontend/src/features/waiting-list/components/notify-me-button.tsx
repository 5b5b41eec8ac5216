import { Button, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { AuthDialog, useCurrentUser } from '../../account';
import { useJoinWaitingList, useLeaveWaitingList, useMyWaitingList } from '../api/waiting-list-calls';
import { entryFor, heldUntilText, joinBody, joinRefusalText, positionText, refusalCode, type WaitingItem } from '../waiting-list-words';

interface NotifyMeButtonProps {
  item: WaitingItem;
  /** The item's name, for the buttons' accessible names beside their short visible words. */
  itemName: string;
}

/**
 * "Notify me" on a sold-out room type or tournament: a player joins its waiting list and sees their
 * place; a visitor logs in first (the page's own login dialog) and is then put on the list.
 */
export function NotifyMeButton({ item, itemName }: NotifyMeButtonProps) {
  const { user } = useCurrentUser();
  const entries = useMyWaitingList({ enabled: Boolean(user) });
  const join = useJoinWaitingList();
  const leave = useLeaveWaitingList();
  const [authOpen, setAuthOpen] = useState(false);
  const entry = user ? entryFor(entries.data, item) : undefined;
  // already on the list (another tab, an earlier visit): the re-read list shows the place instead
  const refusal = join.isError && !(refusalCode(join.error) === 'already_waiting' && entry) ? joinRefusalText(join.error) : null;

  const joinList = () => join.mutate(joinBody(item));

  if (entry) {
    return (
      <Flex direction="column" gap="2" align="start">
        <Text as="p" size="2" weight="medium" role="status">
          {entry.offer ? `${heldUntilText(entry.itemKind, entry.offer.expiresAt)}.` : positionText(entry.position)}
        </Text>
        <Button
          size="2"
          variant="soft"
          color="gray"
          loading={leave.isPending}
          onClick={() => leave.mutate(entry.id)}
          aria-label={`Leave waiting list: ${itemName}`}
        >
          Leave waiting list
        </Button>
      </Flex>
    );
  }

  return (
    <Flex direction="column" gap="2" align="start">
      <Button
        size="2"
        variant="soft"
        loading={join.isPending}
        onClick={() => (user ? joinList() : setAuthOpen(true))}
        aria-label={`Notify me: ${itemName}`}
      >
        Notify me
      </Button>
      {!user && (
        <Text as="p" size="1" color="gray">
          Log in to join the waiting list.
        </Text>
      )}
      {refusal && (
        <Text as="p" size="2" color="red" role="alert">
          {refusal}
        </Text>
      )}
      {/* stays mounted through the login: it hands the user back after closing */}
      <AuthDialog open={authOpen} onOpenChange={setAuthOpen} onAuthenticated={joinList} />
    </Flex>
  );
}
