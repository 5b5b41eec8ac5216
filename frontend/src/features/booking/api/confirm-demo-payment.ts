import { useMutation } from '@tanstack/react-query';
import type { DemoConfirmView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import { apiJson } from '../../../lib/api-client';

export interface DemoConfirmCall {
  clientSecret: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  nameOnCard: string;
}

/** POST /api/payments/demo/confirm: the demo provider's card confirmation ('succeeded' or 'failed' with a reason). */
export function confirmDemoPayment(call: DemoConfirmCall): Promise<DemoConfirmView> {
  return apiJson<DemoConfirmView>('POST', apiPaths.demoPaymentConfirm, call);
}

export function useConfirmDemoPayment() {
  return useMutation({ mutationFn: confirmDemoPayment });
}
