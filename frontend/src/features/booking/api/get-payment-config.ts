import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentConfigView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';

/** GET /api/payments/config: the demo checkout, or Stripe with its publishable key. */
export const paymentConfigQueryOptions = queryOptions<PaymentConfigView>({ queryKey: [apiPaths.paymentsConfig] });

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions);
}
