import { Badge, Button, Table } from '@radix-ui/themes';
import { useState } from 'react';
import type { VoucherView } from '@pokerfest/domain';
import { errorText } from '../../../lib/api-client';
import { formatMoney } from '../../catalogue';
import { adminFestivals } from '../api/catalogue-resources';
import { useAdminVouchers, useSetVoucherActive } from '../api/vouchers';
import { discountText, matchesVoucherSearch, usesText, validityText, voucherFestival, voucherTargetLabels } from '../voucher-words';
import { AdminTab } from './admin-tab';
import { SearchedList } from './searched-list';
import { VoucherDialog } from './voucher-dialog';

function VoucherRow({ voucher, festival }: { voucher: VoucherView; festival: string }) {
  const setActive = useSetVoucherActive();
  const next = !voucher.active;
  return (
    <Table.Row align="center">
      <Table.RowHeaderCell>
        <code>{voucher.code}</code>
      </Table.RowHeaderCell>
      <Table.Cell>{discountText(voucher)}</Table.Cell>
      <Table.Cell>{voucherTargetLabels[voucher.appliesTo]}</Table.Cell>
      <Table.Cell>{festival}</Table.Cell>
      <Table.Cell data-testid="voucher-uses">{usesText(voucher)}</Table.Cell>
      <Table.Cell justify="end">{voucher.paidUses}</Table.Cell>
      <Table.Cell justify="end">{formatMoney(voucher.revenue, voucher.currency)}</Table.Cell>
      <Table.Cell>{validityText(voucher)}</Table.Cell>
      <Table.Cell>
        <Badge color={voucher.active ? 'jade' : 'gray'} highContrast>
          {voucher.active ? 'Active' : 'Inactive'}
        </Badge>
      </Table.Cell>
      <Table.Cell justify="end">
        <Button size="1" variant="soft" color={next ? undefined : 'red'} loading={setActive.isPending} onClick={() => setActive.mutate({ voucher, active: next })} aria-label={`${next ? 'Activate' : 'Deactivate'} ${voucher.code}`}>
          {next ? 'Activate' : 'Deactivate'}
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}

/** Admin → Vouchers (issue 32): every code with its terms, uses, paid uses and revenue; a new code, and a code switched off or on. */
export function VouchersTab() {
  const vouchers = useAdminVouchers();
  const festivals = adminFestivals.useList();
  const titles = new Map((festivals.data ?? []).map((festival) => [festival.productId, festival.title || festival.productId]));
  const [adding, setAdding] = useState(false);
  return (
    <AdminTab dialog={<VoucherDialog open={adding} onOpenChange={setAdding} />}>
      <SearchedList
        title="Vouchers"
        noun="vouchers"
        query={vouchers}
        matches={matchesVoucherSearch}
        error={<>Could not load the vouchers: {errorText(vouchers.error)}</>}
        action={<Button onClick={() => setAdding(true)}>Add Voucher</Button>}
        columns={['Code', 'Discount', 'Applies to', 'Festival', 'Uses', { label: 'Paid uses', justify: 'end' }, { label: 'Revenue', justify: 'end' }, 'Valid', 'Status', { label: 'Actions', justify: 'end' }]}
        row={(voucher) => <VoucherRow key={voucher.id} voucher={voucher} festival={voucherFestival(voucher.productId, titles)} />}
      />
    </AdminTab>
  );
}
