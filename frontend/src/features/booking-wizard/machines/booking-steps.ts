// What the wizard machine hears (the player's choices and tab clicks), what it announces, and the
// input of each server step it runs.
import type { DemoCardInput, OrderView, PaymentIntentView, PlaceOrderInput, WizardDetails } from '@pokerfest/domain';

export type WizardStep = 'options' | 'details' | 'payment' | 'confirmation';

export type BookingWizardEvent =
  | { type: 'CHOOSE_ROOM'; roomId: number }
  | { type: 'CHOOSE_NIGHTS'; nights: number }
  | { type: 'TOGGLE_TOURNAMENT'; tournamentId: number }
  | { type: 'TOGGLE_EXTRA'; extraId: number }
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
