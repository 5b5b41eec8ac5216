import { Badge, Button, Flex, Grid, Heading, Table, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { orderStatuses, type AdminOrderView, type OrderStatus } from '@pokerfest/domain';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../catalogue';
import { adminFestivals } from '../api/catalogue-resources';
import { useAdminOrders, type AdminOrderFilters } from '../api/admin-reads';
import { orderMoneyWords, orderPaymentFilters, orderPaymentLooks, orderPaymentStanding, orderReference, orderStatusLooks, type OrderPaymentFilter } from '../order-format';
import { OrderStatusBadge } from './order-status-badge';
import type { SelectOption } from '../../../components/ui/select-field';
import { FilterSelect } from './fields/filter-select';
import { OrderHistoryDialog } from './order-history-dialog';
import { QueryState } from './query-state';
import { AdminTable } from './admin-table';
import { AdminTab } from './admin-tab';

const statusOptions: SelectOption[] = orderStatuses.map((status) => ({ value: status, label: orderStatusLooks[status].label }));

const isStatus = (value: string): value is OrderStatus => orderStatuses.some((status) => status === value);

const paymentOptions: SelectOption[] = orderPaymentFilters.map((payment) => ({ value: payment, label: orderPaymentLooks[payment].label }));

const isPaymentFilter = (value: string): value is OrderPaymentFilter => orderPaymentFilters.some((payment) => payment === value);

function OrderFilters({ filters, onChange }: { filters: AdminOrderFilters; onChange: (filters: AdminOrderFilters) => void }) {
  const festivals = adminFestivals.useList();
  const festivalOptions: SelectOption[] = (festivals.data ?? []).map((festival) => ({ value: festival.productId, label: festival.title || festival.productId }));
  return (
    <Grid columns={{ initial: '1', sm: '3' }} gap="3" width={{ initial: '100%', md: '720px' }}>
      <FilterSelect
        label="Status"
        allLabel="All statuses"
        value={filters.status}
        options={statusOptions}
        onChange={(status) => onChange({ ...filters, status: status && isStatus(status) ? status : undefined })}
      />
      <FilterSelect label="Festival" allLabel="All festivals" value={filters.festivalId} options={festivalOptions} onChange={(festivalId) => onChange({ ...filters, festivalId })} />
      <FilterSelect
        label="Payment"
        allLabel="All payments"
        value={filters.payment}
        options={paymentOptions}
        onChange={(payment) => onChange({ ...filters, payment: payment && isPaymentFilter(payment) ? payment : undefined })}
      />
    </Grid>
  );
}

/** A booking paid in parts that still owes: partly paid or overdue, with what it owes. */
function PaymentStanding({ order }: { order: AdminOrderView }) {
  const standing = orderPaymentStanding(order);
  if (!standing) return null;
  return (
    <Flex direction="column" align="start" gap="1" data-testid="order-payment-standing">
      <Badge size="1" color={standing.color} highContrast={standing.kind === 'overdue'}>
        {standing.label}
      </Badge>
      <Text size="1" color="gray">
        {standing.balance}
      </Text>
    </Flex>
  );
}

function OrderRow({ order, onOpen }: { order: AdminOrderView; onOpen: (order: AdminOrderView) => void }) {
  const reference = orderReference(order.id);
  const money = orderMoneyWords(order);
  return (
    <Table.Row align="center" onClick={() => onOpen(order)} style={{ cursor: 'pointer' }}>
      <Table.RowHeaderCell>
        <Text weight="medium" data-testid="order-reference">
          {reference}
        </Text>
      </Table.RowHeaderCell>
      <Table.Cell>{order.festivalName || order.productId}</Table.Cell>
      <Table.Cell>
        <Flex direction="column">
          <Text>{order.customerName || order.username}</Text>
          <Text size="1" color="gray">
            {order.username}
          </Text>
        </Flex>
      </Table.Cell>
      <Table.Cell>
        <Flex direction="column" align="start" gap="2">
          <OrderStatusBadge status={order.status} />
          <PaymentStanding order={order} />
        </Flex>
      </Table.Cell>
      <Table.Cell data-testid="order-money">
        <Flex direction="column">
          <Text>{money.total}</Text>
          {money.refunded && (
            <Text size="1" color="gray">
              {money.refunded}
            </Text>
          )}
          {money.net && (
            <Text size="1" weight="bold">
              {money.net}
            </Text>
          )}
        </Flex>
      </Table.Cell>
      <Table.Cell>{formatDateTime(order.createdAt)}</Table.Cell>
      <Table.Cell justify="end">
        <Button size="1" variant="soft" aria-label={`View history of order ${reference}`} onClick={() => onOpen(order)}>
          History
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}

/** Admin Orders: every order, filtered by status, festival and what a booking paid in parts owes; an order opens its event history. */
export function OrdersTab() {
  const [filters, setFilters] = useState<AdminOrderFilters>({});
  const [opened, setOpened] = useState<AdminOrderView | null>(null);
  const orders = useAdminOrders(filters);
  const shown = orders.data ?? [];
  const filtered = Boolean(filters.status || filters.festivalId || filters.payment);
  const historyDialog = (
    <OrderHistoryDialog order={opened} onClose={() => setOpened(null)} onOrderChanged={(changed) => setOpened((shownOrder) => shownOrder && { ...shownOrder, ...changed })} />
  );

  return (
    <AdminTab dialog={historyDialog}>
      <Flex justify="between" align={{ initial: 'start', md: 'end' }} direction={{ initial: 'column', md: 'row' }} gap="3">
        <Heading as="h2" size="5">
          Order Management
        </Heading>
        <OrderFilters filters={filters} onChange={setFilters} />
      </Flex>
      <QueryState query={orders} error={<>Could not load the orders: {errorText(orders.error)}</>}>
        <AdminTable columns={['Order', 'Festival', 'Customer', 'Status', 'Total', 'Created', { label: 'Actions', justify: 'end' }]} isEmpty={shown.length === 0} emptyText={filtered ? 'No orders match these filters' : 'No orders yet'}>
          {shown.map((order) => <OrderRow key={order.id} order={order} onOpen={setOpened} />)}
        </AdminTable>
      </QueryState>
    </AdminTab>
  );
}
