import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { submitting } from '../../../lib/form-submit';
import { registerField } from '../../../lib/register-field';
import type { AdminWaitingEntryView, MoveWaitingEntryBody } from '../../waiting-list';
import type { useMoveWaitingEntry } from '../api/waiting-lists';
import { refusalLines } from '../failure-text';
import { moveEntryForm, type MoveEntryValues } from '../waiting-list-admin';

interface MoveFormProps {
  entry: AdminWaitingEntryView;
  entryCount: number;
  move: ReturnType<typeof useMoveWaitingEntry>;
  onDone: () => void;
}

/** Moves one entry to another place in its list; the reason is required and kept in the list's history. */
export function WaitingListMoveForm({ entry, entryCount, move, onDone }: MoveFormProps) {
  // the list's length bounds the position, so the schema follows it
  const schema = useMemo(() => moveEntryForm(entryCount), [entryCount]);
  const form = useForm<MoveEntryValues, unknown, MoveWaitingEntryBody>({ resolver: zodResolver(schema), defaultValues: { position: String(entry.position), reason: '' } });
  const formId = useId();

  return (
    <form noValidate onSubmit={submitting(form.handleSubmit((body) => move.mutate({ entryId: entry.id, body }, { onSuccess: onDone })))} aria-label={`Move ${entry.name}`}>
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
          {...registerField(form, 'position')}
        />
        <TextAreaField id={`${formId}-reason`} label="Reason" {...registerField(form, 'reason')} />
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
