import { Button, Flex } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import type { DocumentView } from '@pokerfest/domain';
import { apiPaths, appPaths } from '../../../config/paths';
import type { OrderStanding } from '../order-actions/order-standing';

/**
 * The confirmation page's buttons. 'Download Receipt' is the booking's invoice PDF once issued (a
 * plain link: the browser downloads it with the session cookie), the printed page until then; an
 * unpaid order prints as a booking summary, never as a receipt.
 */
export function ReceiptActions({ orderId, standing, invoice }: { orderId: string; standing: OrderStanding; invoice: DocumentView | null }) {
  const confirmed = standing === 'confirmed';
  return (
    <Flex gap="3" wrap="wrap" className="receipt-screen-only">
      {confirmed &&
        (invoice ? (
          <Button asChild size="3">
            <a href={invoice.url} download data-testid="receipt-invoice-link">
              Download Receipt
            </a>
          </Button>
        ) : (
          <Button size="3" onClick={() => window.print()}>
            Download Receipt
          </Button>
        ))}
      {standing === 'awaiting-payment' && (
        <Button size="3" variant="soft" onClick={() => window.print()}>
          Print booking summary
        </Button>
      )}
      {confirmed && (
        <Button asChild size="3" variant="soft">
          <a href={apiPaths.orderCalendar(orderId)} download>
            Add to calendar
          </a>
        </Button>
      )}
      <Button asChild size="3" variant="soft">
        <Link to={appPaths.dashboard}>View in Dashboard</Link>
      </Button>
    </Flex>
  );
}
