import { zodResolver } from '@hookform/resolvers/zod';
import { Callout, Flex, Heading, Spinner, Strong, Text } from '@radix-ui/themes';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { AdminCreditRequest, AdminUser, CreditEntryView } from '@pokerfest/domain';
import { DayField } from '../../../components/ui/day-field';
import { FormField } from '../../../components/ui/form-field';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table';
import { errorText } from '../../../lib/api-client';
import { submitting } from '../../../lib/form-submit';
import { registerField } from '../../../lib/register-field';
import { formatCents, formatDate, formatDateTime, formatSignedCents } from '../../catalogue';
import { creditChangeFailure, useChangeUserCredit, useUserCredit } from '../api/user-credit';
import { creditForm, emptyCreditForm, type CreditFormValues } from '../credit-form';
import { creditEntryLabels, newestFirst } from '../credit-words';
import { AdminDialog } from './admin-dialog';
import { DialogForm } from './dialog-form';
import type { DialogFrame } from './entity-dialog';

const entryColumns = (currency: string): RecordColumn<CreditEntryView>[] => [
  { label: 'When', rowHeader: true, cell: (entry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time> },
  { label: 'What', cell: (entry) => creditEntryLabels[entry.kind] },
  { label: 'Amount', justify: 'end', cell: (entry) => formatSignedCents(entry.amountCents, currency) },
  { label: 'Reason', cell: (entry) => entry.reason || '-' },
  { label: 'Expires', cell: (entry) => (entry.expiresAt ? formatDate(entry.expiresAt) : '-') },
];

function CreditEntries({ entries, currency }: { entries: readonly CreditEntryView[]; currency: string }) {
  return (
    <Flex direction="column" gap="2" mt="4">
      <Heading as="h3" size="3">
        Entries
      </Heading>
      <RecordTable
        columns={entryColumns(currency)}
        rows={newestFirst(entries)}
        stackWhenNarrow
        whenEmpty={
          <Text as="p" size="2" color="gray">
            No credit yet.
          </Text>
        }
      />
    </Flex>
  );
}

/**
 * 'Credit' in a user row's menu (issue 32): the player's tournament credit balance and every entry,
 * newest first, and a form to grant credit (a positive amount, with an optional expiry day) or take
 * it back (a negative one), always with a reason. The dialog stays open after a change, showing the new
 * balance and entry; a refusal (more taken back than there is) is said above the buttons.
 */
export function CreditDialog({ user, open, onOpenChange }: DialogFrame & { user: AdminUser }) {
  const credit = useUserCredit(user.id, open);
  const change = useChangeUserCredit(user.id, user.username);
  const form = useForm<CreditFormValues, unknown, AdminCreditRequest>({ resolver: zodResolver(creditForm), defaultValues: emptyCreditForm });
  const expiresAt = useWatch({ control: form.control, name: 'expiresAt' });
  const resetChange = change.reset;
  // the dialog stays mounted while closed: a refusal from an earlier opening is not this one's
  useEffect(() => {
    if (open) resetChange();
  }, [open, resetChange]);

  const view = credit.data;
  const onSubmit = (body: AdminCreditRequest) => change.mutate(body, { onSuccess: () => form.reset(emptyCreditForm) });
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      maxWidth="560px"
      title="Tournament Credit"
      description={
        <>
          User: <Strong>{user.username}</Strong> · Balance: <Strong data-testid="credit-dialog-balance">{view ? formatCents(view.balanceCents, view.currency) : '…'}</Strong>
        </>
      }
    >
      <DialogForm
        aria-label="Tournament Credit"
        onSubmit={submitting(form.handleSubmit(onSubmit))}
        submitLabel="Save Credit"
        pending={change.isPending}
        failure={change.error ? creditChangeFailure(change.error) : null}
      >
        <FormField label="Amount (€)" inputMode="decimal" autoComplete="off" hint="A positive amount grants credit, a negative one takes it back." {...registerField(form, 'amount')} />
        <FormField label="Reason" maxLength={500} autoComplete="off" {...registerField(form, 'reason')} />
        <DayField label="Expires on (optional)" day={expiresAt} hint="For a grant; the credit lapses at the end of that day" {...registerField(form, 'expiresAt')} />
      </DialogForm>
      {credit.isPending && open && (
        <Flex justify="center" py="4">
          <Spinner size="3" />
        </Flex>
      )}
      {credit.isError && (
        <Callout.Root color="red" mt="4">
          <Callout.Text>Could not load the credit: {errorText(credit.error)}</Callout.Text>
        </Callout.Root>
      )}
      {view && <CreditEntries entries={view.entries} currency={view.currency} />}
    </AdminDialog>
  );
}
