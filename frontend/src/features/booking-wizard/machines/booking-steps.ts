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
  /** Complete Booking: the card (none when the credit pays it all) and the server's price of the package (issue 32). */
  | { type: 'COMPLETE'; card: DemoCardInput | null; terms?: OrderTerms };

/**
 * What the order is placed at (issue 32): the server's total for the package, the code it took and
 * whether the credit pays first. Without it (no price could be read) the package's own sum goes out.
 */
export interface OrderTerms {
  /** Major units, after discounts and before credit: the server refuses any other total. */
  totalPrice: number;
  voucherCode: string | null;
  useCredit: boolean;
  /** What the card pays; 0 when the credit pays it all, and then no card is asked for. */
  amountDueCents: number;
}

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
