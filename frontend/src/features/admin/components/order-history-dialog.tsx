import { Flex, Text } from '@radix-ui/themes';
import type { AdminOrderView, OrderHistoryEntry, OrderView } from '@pokerfest/domain';
import { errorText } from '../../../lib/api-client';
import { useAdminOrderHistory } from '../api/admin-reads';
import { canCancelBooking } from '../booking-cancellation';
import { eventActor, eventTypeInWords, summariseEvent } from '../order-history-words';
import { formatDateTime } from '../../catalogue';
import { orderReference } from '../order-format';
import { AdminDialog } from './admin-dialog';
import { CancelBookingForm } from './cancel-booking-form';
import { OrderDocumentsPart } from './order-documents-part';
import { QueryState } from './query-state';

function HistoryEntry({ entry }: { entry: OrderHistoryEntry }) {
  const summary = summariseEvent(entry);
  return (
    <li style={{ borderLeft: '3px solid var(--accent-a6)', paddingLeft: 'var(--space-3)' }}>
      <Flex direction="column" gap="1">
        <Flex justify="between" gap="3" wrap="wrap">
          <Text weight="bold">{eventTypeInWords(entry.type)}</Text>
          <Text size="2" color="gray">
            <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt)}</time> · by {eventActor(entry)}
          </Text>
        </Flex>
        {summary && <Text size="2">{summary}</Text>}
      </Flex>
    </li>
  );
}

interface OrderHistoryDialogProps {
  order: AdminOrderView | null;
  onClose: () => void;
  /** The order as a command left it (a cancellation), so the dialog shows it without waiting for the list. */
  onOrderChanged: (order: OrderView) => void;
}

/** The full event history of one order: what happened, when, and who did it; a live booking can be cancelled here. */
export function OrderHistoryDialog({ order, onClose, onOrderChanged }: OrderHistoryDialogProps) {
  const history = useAdminOrderHistory(order?.id);
  return (
    <AdminDialog
      open={order !== null}
      onOpenChange={(open) => !open && onClose()}
      maxWidth="640px"
      title={`Order ${order ? orderReference(order.id) : ''} history`}
      description={order ? `${order.festivalName} · ${order.customerName || order.username} (${order.username})` : ''}
    >
      <QueryState query={history} error={<>Could not load the order history: {errorText(history.error)}</>}>
        {history.data?.length ? (
          <Flex asChild direction="column" gap="3" m="0" p="0" style={{ listStyle: 'none' }}>
            <ol aria-label="Order events">
            {history.data.map((entry) => (
              <HistoryEntry key={entry.version} entry={entry} />
            ))}
            </ol>
          </Flex>
        ) : (
          <Text color="gray">No events recorded for this order.</Text>
        )}
      </QueryState>
      {order && <OrderDocumentsPart key={order.id} order={order} />}
      {order && canCancelBooking(order) && (
        <Flex mt="4" pt="4" style={{ borderTop: '1px solid var(--gray-a5)' }}>
          <CancelBookingForm key={order.id} order={order} onCancelled={onOrderChanged} />
        </Flex>
      )}
    </AdminDialog>
  );
}
