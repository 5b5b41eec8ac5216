import { zodResolver } from '@hookform/resolvers/zod';
import { Grid } from '@radix-ui/themes';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { CreateVoucherRequest } from '@pokerfest/domain';
import { DayField } from '../../../components/ui/day-field';
import { FormField } from '../../../components/ui/form-field';
import { FormSelect } from '../../../components/ui/form-select';
import type { SelectOption } from '../../../components/ui/select-field';
import { submitting } from '../../../lib/form-submit';
import { registerField } from '../../../lib/register-field';
import { useAdminUsers } from '../api/admin-reads';
import { adminFestivals } from '../api/catalogue-resources';
import { createVoucherFailure, useCreateVoucher } from '../api/vouchers';
import { emptyVoucherForm, voucherForm, type VoucherFormValues } from '../voucher-form';
import { voucherTargetLabels } from '../voucher-words';
import { DialogForm } from './dialog-form';
import { EntityDialog, type DialogFrame, type EntityDialogLook } from './entity-dialog';
import { SwitchField } from './fields/switch-field';

const VOUCHER_DIALOG: EntityDialogLook = {
  maxWidth: '600px',
  title: { add: 'Add Voucher', edit: 'Edit Voucher' },
  description: 'A code players type at checkout for a discount. The code cannot be changed once it is created.',
};

// a select's option cannot be empty: these stand for a blank field ('every festival', 'no agent')
const ALL = 'all';
const NONE = 'none';
const blankAs = (stand: string) => ({ format: (value: unknown) => (typeof value === 'string' && value ? value : stand), parse: (option: string) => (option === stand ? '' : option) });

const DISCOUNT_TYPES: SelectOption[] = [
  { value: 'percent', label: 'Percentage' },
  { value: 'amount', label: 'Fixed amount (€)' },
];
const TARGETS: SelectOption[] = Object.entries(voucherTargetLabels).map(([value, label]) => ({ value, label }));

function VoucherForm({ onDone }: { onDone: () => void }) {
  const form = useForm<VoucherFormValues, unknown, CreateVoucherRequest>({ resolver: zodResolver(voucherForm), defaultValues: emptyVoucherForm });
  const create = useCreateVoucher();
  const festivals = adminFestivals.useList().data ?? [];
  const agents = (useAdminUsers().data ?? []).filter((user) => user.role === 'agent');
  const [discountType, validFrom, validUntil] = useWatch({ control: form.control, name: ['discountType', 'validFrom', 'validUntil'] });
  const festivalOptions = [{ value: ALL, label: 'All festivals' }, ...festivals.map((festival) => ({ value: festival.productId, label: festival.title || festival.productId }))];
  const agentOptions = [{ value: NONE, label: 'No agent' }, ...agents.map((agent) => ({ value: String(agent.id), label: agent.username }))];

  return (
    <DialogForm
      aria-label="Add Voucher"
      failure={create.error ? createVoucherFailure(create.error) : null}
      onSubmit={submitting(form.handleSubmit((body) => create.mutate(body, { onSuccess: onDone })))}
      submitLabel="Create Voucher"
      pending={create.isPending}
    >
      <FormField label="Code" autoComplete="off" autoCapitalize="characters" spellCheck={false} hint="3 to 40 letters, digits, - or _; players may type it in any case." {...registerField(form, 'code')} />
      <Grid columns={{ initial: '1', sm: '2' }} gap="3">
        <FormSelect control={form.control} name="discountType" label="Discount type" options={DISCOUNT_TYPES} format={(value) => value} />
        <FormField label={discountType === 'percent' ? 'Discount (%)' : 'Discount (€)'} inputMode="decimal" autoComplete="off" {...registerField(form, 'value')} />
        <FormSelect control={form.control} name="appliesTo" label="Applies to" options={TARGETS} format={(value) => value} />
        <FormSelect control={form.control} name="productId" label="Festival" options={festivalOptions} {...blankAs(ALL)} />
        <FormField label="Uses in all" inputMode="numeric" autoComplete="off" hint="Blank: no limit" {...registerField(form, 'maxUses')} />
        <FormField label="Uses per player" inputMode="numeric" autoComplete="off" {...registerField(form, 'maxUsesPerPlayer')} />
        <DayField label="Valid from" day={validFrom} {...registerField(form, 'validFrom')} />
        <DayField label="Valid until" day={validUntil} {...registerField(form, 'validUntil')} />
        <FormField label="Smallest package (€)" inputMode="decimal" autoComplete="off" hint="Before discounts; blank: any" {...registerField(form, 'minTotal')} />
        <FormSelect control={form.control} name="agentId" label="Agent" options={agentOptions} {...blankAs(NONE)} />
      </Grid>
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => <SwitchField label="Active" hint="Players can use the code from its first valid day" checked={field.value} onCheckedChange={field.onChange} />}
      />
    </DialogForm>
  );
}

/** Admin → Vouchers' 'Add Voucher': the code's terms, checked as the server checks them. */
export function VoucherDialog(frame: DialogFrame) {
  return <EntityDialog {...frame} {...VOUCHER_DIALOG} recordId={undefined} form={(onDone) => <VoucherForm onDone={onDone} />} />;
}
