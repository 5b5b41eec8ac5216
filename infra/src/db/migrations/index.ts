import type { Migration } from 'kysely';
import * as eventStore from './2026-11-21T0000-event-store';
import * as streamSummaries from './2026-11-21T0001-stream-summaries';
import * as identity from './2026-11-21T0100-identity';
import * as catalogue from './2026-11-21T0200-catalogue';
import * as ordering from './2026-11-21T0300-ordering';
import * as demoPaymentIntents from './2026-11-21T0400-demo-payment-intents';
import * as loyaltyConfig from './2026-11-21T0500-loyalty-config';
import * as loyaltyReadModels from './2026-11-21T0510-loyalty-read-models';
import * as loginFailuresPerAccountAndClient from './2026-11-22T0100-login-failures-per-account-and-client';
import * as streamLocks from './2026-11-23T0100-stream-locks';
import * as scheduledTimersDeadLetter from './2026-11-23T0200-scheduled-timers-dead-letter';
import * as dropStreamSummaries from './2026-11-24T0100-drop-stream-summaries';
import * as loyaltyBookings from './2026-11-24T0200-loyalty-bookings';
import * as demoRefunds from './2026-11-25T0100-demo-refunds';
import * as orderViewMoney from './2026-11-25T0300-order-view-money';
import * as orderChangeQuotes from './2026-11-25T0400-order-change-quotes';
import * as cancellationPolicies from './2026-11-25T0200-cancellation-policies';
import * as documents from './2026-11-26T0100-documents';
import * as stockLevels from './2026-11-27T0100-stock-levels';
import * as waitingList from './2026-11-27T0200-waiting-list';
import * as paymentRepairs from './2026-11-27T0400-payment-repairs';
import * as identityChanges from './2026-11-28T0100-identity-changes';
import * as salesQueues from './2026-11-28T0200-sales-queues';
import * as loyaltyBookingBalance from './2026-11-28T0300-loyalty-booking-balance';
import * as demoSavedCards from './2026-11-28T0400-demo-saved-cards';
import * as promotionsAndCredit from './2026-11-28T0500-promotions-and-credit';

/** Every migration, by timestamped name; the Migrator applies them in name order. */
export const migrations: Record<string, Migration> = {
  '2026-11-21T0000-event-store': eventStore,
  '2026-11-21T0001-stream-summaries': streamSummaries,
  '2026-11-21T0100-identity': identity,
  '2026-11-21T0200-catalogue': catalogue,
  '2026-11-21T0300-ordering': ordering,
  '2026-11-21T0400-demo-payment-intents': demoPaymentIntents,
  '2026-11-21T0500-loyalty-config': loyaltyConfig,
  '2026-11-21T0510-loyalty-read-models': loyaltyReadModels,
  '2026-11-22T0100-login-failures-per-account-and-client': loginFailuresPerAccountAndClient,
  '2026-11-23T0100-stream-locks': streamLocks,
  '2026-11-23T0200-scheduled-timers-dead-letter': scheduledTimersDeadLetter,
  '2026-11-24T0100-drop-stream-summaries': dropStreamSummaries,
  '2026-11-24T0200-loyalty-bookings': loyaltyBookings,
  '2026-11-25T0100-demo-refunds': demoRefunds,
  '2026-11-25T0200-cancellation-policies': cancellationPolicies,
  '2026-11-25T0300-order-view-money': orderViewMoney,
  '2026-11-25T0400-order-change-quotes': orderChangeQuotes,
  '2026-11-26T0100-documents': documents,
  '2026-11-27T0100-stock-levels': stockLevels,
  '2026-11-27T0200-waiting-list': waitingList,
  '2026-11-27T0400-payment-repairs': paymentRepairs,
  '2026-11-28T0100-identity-changes': identityChanges,
  '2026-11-28T0200-sales-queues': salesQueues,
  '2026-11-28T0300-loyalty-booking-balance': loyaltyBookingBalance,
  '2026-11-28T0400-demo-saved-cards': demoSavedCards,
  '2026-11-28T0500-promotions-and-credit': promotionsAndCredit,
};
