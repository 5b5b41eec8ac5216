import { Button, Flex, Text } from '@radix-ui/themes';
import { useId, useState, type FormEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import type { AdminWaitingEntryView } from '../../waiting-list';
import type { useMoveWaitingEntry } from '../api/waiting-lists';
import { refusalLines } from '../failure-text';
import { checkMove } from '../waiting-list-admin';

interface MoveFormProps {
  entry: AdminWaitingEntryView;
  entryCount: number;
  move: ReturnType<typeof useMoveWaitingEntry>;
  onDone: () => void;
}

/** Moves one entry to another place in its list; the reason is required and kept in the list's history. */
export function WaitingListMoveForm({ entry, entryCount, move, onDone }: MoveFormProps) {
  const [position, setPosition] = useState(String(entry.position));
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const formId = useId();
  const check = checkMove(position, reason, entryCount);
  const errors = checked && !check.ok ? check.errors : {};

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (check.ok) move.mutate({ entryId: entry.id, body: check.body }, { onSuccess: onDone });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={`Move ${entry.name}`}>
      <Flex direction="column" gap="3">
        <Text as="p" size="2" weight="medium">
          Move {entry.name} from position {entry.position}
        </Text>
        <FormField
          id={`${formId}-position`}
          label="New position"
          hint={`1 to ${Math.max(1, entryCount)}`}
          inputMode="numeric"
          autoComplete="off"
          value={position}
          error={errors.position}
          onChange={(event) => setPosition(event.target.value)}
        />
        <TextAreaField id={`${formId}-reason`} label="Reason" value={reason} error={errors.reason} onChange={(event) => setReason(event.target.value)} />
        {move.isError && (
          <Text as="p" size="2" color="red" role="alert">
            {refusalLines('The entry could not be moved', move.error).join(' ')}
          </Text>
        )}
        <Flex gap="2" justify="end" wrap="wrap">
          <Button type="button" variant="soft" color="gray" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={move.isPending}>
            Move
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
