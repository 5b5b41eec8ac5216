import { DataList, Link as ThemeLink, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { DocumentView, OrderView } from '@pokerfest/domain';
import { SentenceList } from '../../../components/ui/sentence-list';
import { documentTitle } from '../../booking';
import { formatCents, formatDate, formatDateRange, formatMoney } from '../../catalogue';
import { discountLines, extraLines, hotelLine, refundLines, seatLines } from '../booking-card-words';

function Item({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <DataList.Item>
      <DataList.Label>{label}</DataList.Label>
      <DataList.Value data-testid={testId} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {children}
      </DataList.Value>
    </DataList.Item>
  );
}

/** Each refund with its day and cause, and a link to its credit note once issued. */
function Refunds({ order, documents }: { order: OrderView; documents: readonly DocumentView[] | undefined }) {
  const lines = refundLines(order, documents);
  if (lines.length === 0) return null;
  return (
    <Item label="Refunded" testId="booking-refunds">
      <ul className="sentence-list">
        {lines.map((line) => (
          <li key={line.key}>
            <Text size="2">{line.text}</Text>
            {line.creditNote && (
              <>
                {' · '}
                {/* a plain link: the browser downloads it with the session cookie; underlined, as it sits in a sentence (axe: link-in-text-block) */}
                <ThemeLink size="2" underline="always" href={line.creditNote.url} download data-testid="credit-note-link">
                  {documentTitle(line.creditNote)} (PDF)
                </ThemeLink>
              </>
            )}
          </li>
        ))}
      </ul>
    </Item>
  );
}

/**
 * What a booking holds and what became of its money, in the player's words: when it was booked, its
 * discounts and total, the tournament credit that paid part of it, the stay (hotel and room by name),
 * each seat and extra, when it was cancelled and each refund.
 */
export function BookingDetails({ order, documents }: { order: OrderView; documents: readonly DocumentView[] | undefined }) {
  const seats = seatLines(order);
  const extras = extraLines(order);
  return (
    <DataList.Root size="2" orientation={{ initial: 'vertical', sm: 'horizontal' }}>
      <Item label="Booked on">{formatDate(order.createdAt)}</Item>
      {discountLines(order).map((discount) => (
        <Item key={discount.key} label={discount.label} testId="booking-discount">
          {discount.amount}
        </Item>
      ))}
      <Item label="Total" testId="booking-total">
        {formatMoney(order.totalPrice, order.currency)}
      </Item>
      {order.creditAppliedCents > 0 && (
        <Item label="Tournament credit" testId="booking-credit">
          {formatCents(-order.creditAppliedCents, order.currency)}
        </Item>
      )}
      <Item label="Nights">{order.nights ?? '–'}</Item>
      {order.accommodation && <Item label="Stay">{formatDateRange(order.accommodation.checkIn, order.accommodation.checkOut)}</Item>}
      <Item label="Hotel" testId="booking-hotel">
        {hotelLine(order) ?? '–'}
      </Item>
      {seats.length > 0 && (
        <Item label="Tournaments" testId="booking-seats">
          <SentenceList sentences={seats} />
        </Item>
      )}
      {extras.length > 0 && (
        <Item label="Extras" testId="booking-extras">
          <SentenceList sentences={extras} />
        </Item>
      )}
      {order.status === 'cancelled' && order.cancelledAt && <Item label="Cancelled on">{formatDate(order.cancelledAt)}</Item>}
      <Refunds order={order} documents={documents} />
    </DataList.Root>
  );
}
