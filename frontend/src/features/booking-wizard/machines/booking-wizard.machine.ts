// The booking wizard at /booking/{id} (product spec sections 2 and 4, 'Wizard flow'): four tabs,
// Choose Options, Details, Payment and Confirmation. Details opens once a room is chosen, Payment once
// the details are valid, Confirmation only after the booking went through. The choices themselves are
// the festival page's, kept in the cart (issue 29): the screen hands every change in as
// SELECTION_CHANGED. Completing places the order, starts its payment, charges the card and confirms
// the order, each a server step (an actor the screen provides); an order the player's tournament
// credit pays in full comes back confirmed as placed and needs no card (issue 32). Randomness (the idempotency key)
// arrives as input.
import { and, assign, emit, fromPromise, not, setup, type SnapshotFrom } from 'xstate';
import {
  demoCardSchema,
  type DemoCardInput,
  type DemoConfirmView,
  type OrderView,
  type PaymentIntentView,
  type PlaceOrderInput,
  type WizardDetails,
} from '@pokerfest/domain';
import { declineText, failureText, paymentKey } from '../../checkout';
import { orderRequest, quoteSelection, type WizardCatalogue, type WizardSelection } from '../wizard-package';
import { orderKey, type PlacedOrder } from './booking-keys';
import type {
  BookingWizardEmitted,
  BookingWizardEvent,
  ChargeCardStep,
  ConfirmOrderStep,
  OrderTerms,
  PlaceOrderStep,
  StartPaymentStep,
  WizardStep,
} from './booking-steps';

export type { BookingWizardEmitted, BookingWizardEvent, ChargeCardStep, ConfirmOrderStep, OrderTerms, PlaceOrderStep, StartPaymentStep, WizardStep };

/** What the card pays for a placed order (issue 32): its total less the credit taken when it was placed. */
const cardAmount = (order: OrderView) => (order.amountDueCents === undefined ? order.totalPrice : order.amountDueCents / 100);

export interface BookingWizardInput {
  catalogue: WizardCatalogue;
  selection: WizardSelection;
  /** Made once per wizard run; every order and payment key of the run derives from it. */
  idempotencyKey: string;
}

export interface BookingWizardContext extends BookingWizardInput {
  /** The player pressed Continue without a room: only then does the hotel section ask for one. */
  roomAsked: boolean;
  details: WizardDetails | null;
  card: DemoCardInput | null;
  /** The order request of the current attempt. */
  request: PlaceOrderInput | null;
  /** The bodies sent to POST /api/orders in this run, in order; their position names their key. */
  sentRequests: string[];
  /** The pending order this run placed, kept so a retry pays it instead of placing another. */
  placedOrder: PlacedOrder | null;
  paymentAttempts: number;
  payment: PaymentIntentView | null;
  confirmedOrder: OrderView | null;
  failure: string | null;
}

const notProvided = (step: string) => () => Promise.reject(new Error(`The ${step} step was not provided`));

export const bookingWizardMachine = setup({
  types: {
    context: {} as BookingWizardContext,
    input: {} as BookingWizardInput,
    events: {} as BookingWizardEvent,
    emitted: {} as BookingWizardEmitted,
  },
  actors: {
    placeOrder: fromPromise<OrderView, PlaceOrderStep>(notProvided('place order')),
    startPayment: fromPromise<PaymentIntentView, StartPaymentStep>(notProvided('start payment')),
    chargeCard: fromPromise<DemoConfirmView, ChargeCardStep>(notProvided('charge card')),
    confirmOrder: fromPromise<OrderView, ConfirmOrderStep>(notProvided('confirm order')),
  },
  guards: {
    roomChosen: ({ context }) => context.catalogue.rooms.some((room) => room.id === context.selection.roomId),
    detailsValid: ({ context }) => context.details !== null,
    readyToPay: ({ context }) => context.details !== null && context.catalogue.rooms.some((room) => room.id === context.selection.roomId),
    wantsOptions: ({ event }) => event.type === 'GO_TO' && event.step === 'options',
    wantsDetails: ({ event }) => event.type === 'GO_TO' && event.step === 'details',
    wantsPayment: ({ event }) => event.type === 'GO_TO' && event.step === 'payment',
    packagePriced: ({ context }) => quoteSelection(context.catalogue, context.selection).ok,
    // an order the credit pays in full asks for no card
    cardComplete: ({ event }) => event.type === 'COMPLETE' && (event.terms?.amountDueCents === 0 || demoCardSchema.safeParse(event.card).success),
    orderAlreadyPlaced: ({ context }) => context.placedOrder !== null && context.placedOrder.requestJson === JSON.stringify(context.request),
    cardCharged: (_, params: { result: DemoConfirmView }) => params.result.status === 'succeeded',
    confirmedAsPlaced: (_, params: { order: OrderView }) => params.order.status === 'confirmed',
  },
  actions: {
    takeSelection: assign({
      selection: ({ context, event }) => (event.type === 'SELECTION_CHANGED' ? event.selection : context.selection),
    }),
    askForRoom: assign({ roomAsked: true }),
    rememberDetails: assign({ details: ({ context, event }) => (event.type === 'DETAILS_CHANGED' ? event.details : context.details) }),
    prepareBooking: assign(({ context, event }) => {
      const request = orderRequest(context.catalogue, context.selection, context.details!, event.type === 'COMPLETE' ? event.terms : undefined);
      const json = JSON.stringify(request);
      return {
        card: event.type === 'COMPLETE' ? event.card : context.card,
        request,
        sentRequests: context.sentRequests.includes(json) ? context.sentRequests : [...context.sentRequests, json],
        failure: null,
      };
    }),
    rememberOrder: assign(({ context }, params: { order: OrderView }) => ({
      placedOrder: { order: params.order, requestJson: JSON.stringify(context.request) },
    })),
    countPaymentAttempt: assign({ paymentAttempts: ({ context }) => context.paymentAttempts + 1 }),
    rememberPayment: assign((_, params: { payment: PaymentIntentView }) => ({ payment: params.payment })),
    rememberConfirmation: assign((_, params: { order: OrderView }) => ({ confirmedOrder: params.order, card: null })),
    reportFailure: assign((_, params: { error: unknown }) => ({ failure: failureText(params.error) })),
    reportDecline: assign((_, params: { result: DemoConfirmView }) => ({ failure: declineText(params.result.error) })),
    announceFailure: emit(({ context }) => ({ type: 'bookingFailed' as const, message: context.failure ?? '' })),
    announceBooking: emit(({ context }) => ({ type: 'bookingConfirmed' as const, order: context.confirmedOrder! })),
  },
}).createMachine({
  id: 'bookingWizard',
  context: ({ input }) => ({
    ...input,
    roomAsked: false,
    details: null,
    card: null,
    request: null,
    sentRequests: [],
    placedOrder: null,
    paymentAttempts: 0,
    payment: null,
    confirmedOrder: null,
    failure: null,
  }),
  initial: 'options',
  // the details form stays filled on every tab, so its latest validity counts wherever it changes; the
  // cart may change on any tab too (its 'Booking Summary' panel removes items), and the order is the cart's
  on: {
    DETAILS_CHANGED: { actions: 'rememberDetails' },
    SELECTION_CHANGED: { actions: 'takeSelection' },
  },
  states: {
    options: {
      on: {
        NEXT: [{ guard: 'roomChosen', target: 'details' }, { actions: 'askForRoom' }],
        GO_TO: [
          { guard: and(['wantsDetails', 'roomChosen']), target: 'details' },
          { guard: and(['wantsPayment', 'readyToPay']), target: 'payment' },
        ],
      },
    },
    details: {
      // a room removed from the cart meanwhile: back to choosing one
      always: { guard: not('roomChosen'), target: 'options', actions: 'askForRoom' },
      on: {
        NEXT: { guard: 'detailsValid', target: 'payment' },
        BACK: { target: 'options' },
        GO_TO: [
          { guard: 'wantsOptions', target: 'options' },
          { guard: and(['wantsPayment', 'detailsValid']), target: 'payment' },
        ],
      },
    },
    payment: {
      initial: 'editing',
      states: {
        editing: {
          always: { guard: not('roomChosen'), target: '#bookingWizard.options', actions: 'askForRoom' },
          on: {
            COMPLETE: { guard: and(['readyToPay', 'packagePriced', 'cardComplete']), target: 'booking', actions: 'prepareBooking' },
            BACK: { target: '#bookingWizard.details' },
            GO_TO: [
              { guard: 'wantsOptions', target: '#bookingWizard.options' },
              { guard: 'wantsDetails', target: '#bookingWizard.details' },
            ],
          },
        },
        booking: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'orderAlreadyPlaced', target: 'startingPayment' }, { target: 'placingOrder' }],
            },
            placingOrder: {
              invoke: {
                src: 'placeOrder',
                input: ({ context }) => ({
                  request: context.request!,
                  idempotencyKey: orderKey(context),
                  replacesOrderId: context.placedOrder?.order.id ?? null,
                }),
                onDone: [
                  {
                    // the credit paid it all: the order comes back confirmed, and there is no card to charge
                    guard: { type: 'confirmedAsPlaced', params: ({ event }) => ({ order: event.output }) },
                    target: '#bookingWizard.confirmation',
                    actions: [
                      { type: 'rememberOrder', params: ({ event }) => ({ order: event.output }) },
                      { type: 'rememberConfirmation', params: ({ event }) => ({ order: event.output }) },
                      'announceBooking',
                    ],
                  },
                  { target: 'startingPayment', actions: { type: 'rememberOrder', params: ({ event }) => ({ order: event.output }) } },
                ],
                onError: { target: '#bookingWizard.payment.failed', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            startingPayment: {
              entry: 'countPaymentAttempt',
              invoke: {
                src: 'startPayment',
                input: ({ context }) => ({
                  orderId: context.placedOrder!.order.id,
                  amount: cardAmount(context.placedOrder!.order),
                  idempotencyKey: paymentKey(context.placedOrder!.order.id, context.paymentAttempts),
                }),
                onDone: { target: 'chargingCard', actions: { type: 'rememberPayment', params: ({ event }) => ({ payment: event.output }) } },
                onError: { target: '#bookingWizard.payment.failed', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            chargingCard: {
              invoke: {
                src: 'chargeCard',
                input: ({ context }) => ({ payment: context.payment!, card: context.card! }),
                onDone: [
                  { guard: { type: 'cardCharged', params: ({ event }) => ({ result: event.output }) }, target: 'confirmingOrder' },
                  {
                    target: '#bookingWizard.payment.failed',
                    actions: { type: 'reportDecline', params: ({ event }) => ({ result: event.output }) },
                  },
                ],
                onError: { target: '#bookingWizard.payment.failed', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            confirmingOrder: {
              invoke: {
                src: 'confirmOrder',
                input: ({ context }) => ({ orderId: context.placedOrder!.order.id }),
                onDone: {
                  target: '#bookingWizard.confirmation',
                  actions: [{ type: 'rememberConfirmation', params: ({ event }) => ({ order: event.output }) }, 'announceBooking'],
                },
                onError: { target: '#bookingWizard.payment.failed', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
        /** Back on the payment form, with the failure announced once. */
        failed: {
          entry: 'announceFailure',
          always: { target: 'editing' },
        },
      },
    },
    confirmation: { type: 'final' },
  },
});

export type BookingWizardSnapshot = SnapshotFrom<typeof bookingWizardMachine>;

/** The tab a snapshot shows. */
export function wizardStep(snapshot: BookingWizardSnapshot): WizardStep {
  if (snapshot.matches('confirmation')) return 'confirmation';
  if (snapshot.matches('payment')) return 'payment';
  if (snapshot.matches('details')) return 'details';
  return 'options';
}

/** True while the booking's server steps run. */
export function isBooking(snapshot: BookingWizardSnapshot): boolean {
  return snapshot.matches({ payment: 'booking' });
}

/** A tab can be clicked when it is the current one or the machine would open it. */
export function canOpenStep(snapshot: BookingWizardSnapshot, step: WizardStep): boolean {
  if (step === 'confirmation') return false;
  return wizardStep(snapshot) === step ? !isBooking(snapshot) : snapshot.can({ type: 'GO_TO', step });
}
