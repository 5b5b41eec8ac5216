import type { DemoConfirmView } from '@pokerfest/domain';
import { apiPaths } from '../../../config/paths';
import type { ChargeCardStep } from '../machines/booking-wizard.machine';
import { sendBookingRequest } from './booking-request';

export const DEMO_ONLY_TEXT = 'This checkout takes demo cards only, and the shop is set up for live card payments. Please book from the festival page.';

/** POST /api/payments/demo/confirm: the demo provider charges the card and answers succeeded or failed. */
export function chargeDemoCard({ payment, card }: ChargeCardStep): Promise<DemoConfirmView> {
  if (payment.provider !== 'demo') return Promise.reject(new Error(DEMO_ONLY_TEXT));
  return sendBookingRequest<DemoConfirmView>('POST', apiPaths.demoPaymentConfirm, { clientSecret: payment.clientSecret, ...card });
}
