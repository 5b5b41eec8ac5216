import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OrderPaymentView, OrderView } from '@pokerfest/domain';
import { createQueryClient } from '../../../lib/query-client';
import { PaymentPlanSummary } from './payment-plan-summary';
import { scheduleEntry as entry } from './testing';


const instalments: OrderPaymentView = {
  plan: 'instalments',
  schedule: [entry('2026-11-28', 20_000, 'paid'), entry('2026-12-10', 40_000, 'overdue'), entry('2027-01-10', 40_000, 'due')],
  paidAmount: 200,
  paidAmountCents: 20_000,
  balanceDue: 800,
  balanceDueCents: 80_000,
  balanceDueDate: '2027-01-10',
  graceDays: 7,
  automaticCharges: null,
};

type ShownOrder = Pick<OrderView, 'id' | 'status' | 'payment' | 'currency'>;

function summary(order: ShownOrder): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={createQueryClient()}>
      <PaymentPlanSummary order={order} />
    </QueryClientProvider>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('a booking paid in parts, on its page and in My Bookings (issue 31)', () => {
  it('marks an overdue payment in red with the grace sentence, and offers the next payment and the balance', () => {
    const html = summary({ id: 'o-1', status: 'confirmed', currency: 'EUR', payment: instalments });
    expect(text(html)).toContain('Paid so far €200.00 Balance due €800.00 by Jan 10, 2027');
    expect(text(html)).toContain('Instalment 1 of 2 Dec 10, 2026 €400.00 Overdue');
    expect(html).toMatch(/<th[^>]*scope="col"[^>]*>Payment<\/th>/);
    expect(html).toMatch(/<span data-accent-color="red" data-testid="schedule-status" class="[^"]*rt-high-contrast[^"]*">Overdue</);
    expect(text(html)).toContain(
      'The payment of €400.00 due Dec 10, 2026 is overdue. Unpaid 7 days after its due date, the booking is cancelled under its cancellation policy.',
    );
    expect(html).toContain('>Pay next payment</button>');
    expect(html).toContain('>Pay the balance</button>');
  });

  it('says a booking paid in full as such, with nothing to pay and no grace terms', () => {
    const paid: OrderPaymentView = {
      ...instalments,
      schedule: instalments.schedule.map((e) => ({ ...e, status: 'paid' as const })),
      paidAmount: 1000,
      paidAmountCents: 100_000,
      balanceDue: 0,
      balanceDueCents: 0,
    };
    const html = summary({ id: 'o-1', status: 'confirmed', currency: 'EUR', payment: paid });
    expect(text(html)).toContain('Balance due Paid in full');
    expect(html).not.toContain('Pay the balance');
    expect(html).not.toContain('grace-terms');
  });

  it('offers no later payment before the deposit is paid', () => {
    const unpaid: OrderPaymentView = { ...instalments, schedule: instalments.schedule.map((e) => ({ ...e, status: 'due' as const, paidAt: null })), paidAmount: 0, paidAmountCents: 0 };
    const html = summary({ id: 'o-1', status: 'pending', currency: 'EUR', payment: unpaid });
    expect(html).not.toContain('Pay the balance');
    expect(html).not.toContain('Unpaid 7 days');
  });

  it('names the card the rest is charged to, with the way to stop it, while something is due', () => {
    const consented: OrderPaymentView = { ...instalments, automaticCharges: { cardLast4: '4242', cardBrand: 'visa' } };
    const html = summary({ id: 'o-1', status: 'confirmed', currency: 'EUR', payment: consented });
    expect(text(html)).toContain('Charged automatically to the card ending 4242 on each due date.');
    expect(html).toContain('>Stop automatic charges</button>');
    // the player may still pay early
    expect(html).toContain('>Pay the balance</button>');
    expect(summary({ id: 'o-1', status: 'confirmed', currency: 'EUR', payment: instalments })).not.toContain('Stop automatic charges');
  });
});
