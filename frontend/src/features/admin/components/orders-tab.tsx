import { Button, Card, Flex, Grid, Heading, Table, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { orderStatuses, type AdminOrderView, type OrderStatus } from '@pokerfest/domain';
import { errorText } from '../../../lib/api-client';
import { formatDateTime, formatMoney } from '../../catalogue';
import { adminFestivals } from '../api/catalogue-resources';
import { useAdminOrders, type AdminOrderFilters } from '../api/admin-reads';
import { orderStatusLooks, shortOrderId } from '../order-format';
import { OrderStatusBadge } from './order-status-badge';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { OrderHistoryDialog } from './order-history-dialog';
import { QueryState } from './query-state';
import { AdminTable } from './admin-table';

const ALL = 'all';

const statusOptions: SelectOption[] = [
  { value: ALL, label: 'All statuses' },
  ...orderStatuses.map((status) => ({ value: status, label: orderStatusLooks[status].label })),
];

const isStatus = (value: string): value is OrderStatus => orderStatuses.some((status) => status === value);

function OrderFilters({ filters, onChange }: { filters: AdminOrderFilters; onChange: (filters: AdminOrderFilters) => void }) {
  const festivals = adminFestivals.useList();
  const festivalOptions: SelectOption[] = [
    { value: ALL, label: 'All festivals' },
    ...(festivals.data ?? []).map((festival) => ({ value: festival.productId, label: festival.title || festival.productId })),
  ];
  return (
    <Grid columns={{ initial: '1', sm: '2' }} gap="3" width={{ initial: '100%', sm: '520px' }}>
      <SelectField
        label="Status"
        value={filters.status ?? ALL}
        options={statusOptions}
        onValueChange={(value) => onChange({ ...filters, status: isStatus(value) ? value : undefined })}
      />
      <SelectField
        label="Festival"
        value={filters.festivalId ?? ALL}
        options={festivalOptions}
        onValueChange={(value) => onChange({ ...filters, festivalId: value === ALL ? undefined : value })}
      />
    </Grid>
  );
}

function OrderRow({ order, onOpen }: { order: AdminOrderView; onOpen: (order: AdminOrderView) => void }) {
  const shortId = shortOrderId(order.id);
  return (
    <Table.Row align="center" onClick={() => onOpen(order)} style={{ cursor: 'pointer' }}>
      <Table.RowHeaderCell>
        <code title={order.id}>{shortId}</code>
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
        <OrderStatusBadge status={order.status} />
      </Table.Cell>
      <Table.Cell>{formatMoney(order.totalPrice, order.currency)}</Table.Cell>
      <Table.Cell>{formatDateTime(order.createdAt)}</Table.Cell>
      <Table.Cell justify="end">
        <Button size="1" variant="soft" aria-label={`View history of order ${shortId}`} onClick={() => onOpen(order)}>
          History
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}

/** Admin Orders: every order, filtered by status and festival; an order opens its event history. */
export function OrdersTab() {
  const [filters, setFilters] = useState<AdminOrderFilters>({});
  const [opened, setOpened] = useState<AdminOrderView | null>(null);
  const orders = useAdminOrders(filters);
  const shown = orders.data ?? [];
  const filtered = Boolean(filters.status || filters.festivalId);

  return (
    <Card size="3">
      <Flex direction="column" gap="4">
        <Flex justify="between" align={{ initial: 'start', sm: 'end' }} direction={{ initial: 'column', sm: 'row' }} gap="3">
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
      </Flex>
      <OrderHistoryDialog order={opened} onClose={() => setOpened(null)} onOrderChanged={(changed) => setOpened((shownOrder) => shownOrder && { ...shownOrder, ...changed })} />
    </Card>
  );
}
