// What the wizard machine hears (the cart's choices, the details and the tab clicks), what it
// announces, and the input of each server step it runs.
import type { DemoCardInput, OrderView, PaymentIntentView, PlaceOrderInput, WizardDetails } from '@pokerfest/domain';
import type { WizardSelection } from '../wizard-package';

export type WizardStep = 'options' | 'details' | 'payment' | 'confirmation';

export type BookingWizardEvent =
  /** The festival's cart entry changed: the package is what it now holds. */
  | { type: 'SELECTION_CHANGED'; selection: WizardSelection }
  | { type: 'DETAILS_CHANGED'; details: WizardDetails | null }
  | { type: 'GO_TO'; step: WizardStep }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'COMPLETE'; card: DemoCardInput };

export type BookingWizardEmitted = { type: 'bookingFailed'; message: string } | { type: 'bookingConfirmed'; order: OrderView };

export interface PlaceOrderStep {
  request: PlaceOrderInput;
  idempotencyKey: string;
  /** A pending order of this run that the new one replaces (the player changed the package). */
  replacesOrderId: string | null;
}
export interface StartPaymentStep {
  orderId: string;
  amount: number;
  idempotencyKey: string;
}
export interface ChargeCardStep {
  payment: PaymentIntentView;
  card: DemoCardInput;
}
export interface ConfirmOrderStep {
  orderId: string;
}
