// The sample order's history at each status it can reach, as the deciders' tests start from it
// (`given(...CONFIRMED)`); built from order-scenario.ts's hand-written events.
import type { OrderEvent } from '../order-events';
import { detailsRecorded, intentCreated, orderCancelled, orderConfirmed, orderExpired, orderPlaced, paymentSucceeded, stockHeld, stockReleased } from './order-scenario';

export const PENDING: OrderEvent[] = [orderPlaced(), stockHeld(), detailsRecorded()];
export const PROCESSING: OrderEvent[] = [...PENDING, intentCreated('pi_1')];
export const CONFIRMED: OrderEvent[] = [...PROCESSING, paymentSucceeded('pi_1'), orderConfirmed()];
export const CANCELLED: OrderEvent[] = [...PROCESSING, orderCancelled(), stockReleased('cancelled')];
export const EXPIRED: OrderEvent[] = [...PROCESSING, orderExpired(), stockReleased('expired')];
