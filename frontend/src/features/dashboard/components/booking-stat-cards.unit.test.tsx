import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOYALTY_RULES } from '@pokerfest/domain';
import { loyaltyConfigQueryKey } from '../../loyalty';
import { BookingStatCards } from './booking-stat-cards';

/** The cards as a member with `points` sees them once GET /api/loyalty/config has answered `vipThresholdPoints`. */
function loyaltyCard(points: number, vipThresholdPoints: number): string {
  const client = new QueryClient();
  client.setQueryData(loyaltyConfigQueryKey, { ...DEFAULT_LOYALTY_RULES, vipThresholdPoints });
  const html = renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <BookingStatCards orders={[]} loyaltyPoints={points} now={0} />
    </QueryClientProvider>,
  );
  return /<section aria-label="Loyalty Points"[^>]*>(.*?)<\/section>/.exec(html)?.[1] ?? '';
}

describe('My Bookings stat cards', () => {
  it("read the member's status against the configured VIP threshold", () => {
    expect(loyaltyCard(600, 800)).toContain('Standard Member');
    expect(loyaltyCard(800, 800)).toContain('VIP Status');
    expect(loyaltyCard(400, 300)).toContain('VIP Status');
  });
});
