// The booking core: what the festival page → details → payment → confirmation flow and the
// /booking/{id} wizard share. Other features use it through this entry only.
export { CardForm, PaymentFailureAlert, type DemoCard, type PaymentFailure } from './components/card-form';
export { DemoPaymentForm, type ProviderFormProps } from './components/demo-payment-form';
export { BookingFacts, type BookingFact } from './components/booking-facts';
export { PackageSummary } from './components/package-summary';
export { SummaryCard } from './components/summary-card';
export { PayControls } from './components/pay-controls';
export { StripeCardForm } from './components/stripe-card-form-lazy';
export { failureText, declineText, isSalesQueueRefusal, orderConflict, orderSaveFailureText, PAYMENT_FAILURE, GENERIC_BOOKING_FAILURE, type OrderConflict } from './failure-text';
export { holdEnd, holdState } from './hold-time';
export { stayFields, type ChosenStay } from './order-body';
export { confirmPaidOrder, isBeingConfirmed, orderQueryOptions, placeOrder, useOrder, type PlaceOrderCall } from './order-calls';
export { newIdempotencyKey, orderFingerprint, orderPlacement, paymentKey, type EarlierOrder, type OrderRequestKey } from './order-key';
export { orderPackageLines, PAY_AT_VENUE, roomLines, seatLabel, type PackageLines, type SummaryLine } from './package-lines';
export { orderPriceLines, priceViewLines, withOrderPrice, withPrice, type PricedLines } from './price-lines';
export { packagePriceKey, packagePriceQueryOptions, refreshPromotions, usePackagePrice, voucherRefusal, type PackagePrice, type PackageSelection, type PricedPackage, type PriceTerms } from './price-calls';
export { PricedTotal } from './components/priced-total';
export { VoucherCode } from './components/voucher-code';
export { CreditChoice } from './components/credit-choice';
export { confirmDemoPayment, createPaymentIntent, paymentConfigQueryOptions, usePaymentConfig, usePaymentIntent } from './payment-calls';
