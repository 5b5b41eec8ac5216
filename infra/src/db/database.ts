import type { Kysely, Transaction } from 'kysely';
import type { EsEventsTable } from './tables/es-events';
import type { EsStreamsTable } from './tables/es-streams';
import type { HttpSessionsTable } from './tables/http-sessions';
import type { ProjectionCheckpointsTable } from './tables/projection-checkpoints';
import type { ScheduledTimersTable } from './tables/scheduled-timers';
import type { SeedRunsTable } from './tables/seed-runs';
import type { UsersTable } from './tables/users';
import type { LoginFailuresTable } from './tables/login-failures';
import type { MailOutboxTable } from './tables/mail-outbox';
import type { DemoPaymentIntentsTable } from './tables/demo-payment-intents';
import type { DemoPaymentRefundsTable } from './tables/demo-payment-refunds';
import type { LoyaltyConfigTable } from './tables/loyalty-config';
import type { IdempotencyKeysTable, OrderChangeQuotesTable, OrderRegistryTable, OrderViewsTable, PaymentWebhookEventsTable, StockHoldsTable } from './tables/ordering';
import type { AccommodationsTable, CasinosTable, ExtrasTable, FestivalsTable, HotelsTable, TournamentsTable } from './tables/catalogue';
import type { AgentCommissionOrdersTable, LoyaltyBookingsTable, LoyaltyLedgerVersionsTable, LoyaltyPendingPointsTable, LoyaltyTransactionsTable } from './tables/loyalty-read-models';

export interface Database {
  es_streams: EsStreamsTable;
  es_events: EsEventsTable;
  projection_checkpoints: ProjectionCheckpointsTable;
  scheduled_timers: ScheduledTimersTable;
  http_sessions: HttpSessionsTable;
  seed_runs: SeedRunsTable;
  users: UsersTable;
  login_failures: LoginFailuresTable;
  mail_outbox: MailOutboxTable;
  casinos: CasinosTable;
  hotels: HotelsTable;
  festivals: FestivalsTable;
  accommodations: AccommodationsTable;
  tournaments: TournamentsTable;
  extras: ExtrasTable;
  stock_holds: StockHoldsTable;
  order_registry: OrderRegistryTable;
  idempotency_keys: IdempotencyKeysTable;
  payment_webhook_events: PaymentWebhookEventsTable;
  order_views: OrderViewsTable;
  order_change_quotes: OrderChangeQuotesTable;
  demo_payment_intents: DemoPaymentIntentsTable;
  demo_payment_refunds: DemoPaymentRefundsTable;
  loyalty_config: LoyaltyConfigTable;
  loyalty_bookings: LoyaltyBookingsTable;
  loyalty_transactions: LoyaltyTransactionsTable;
  loyalty_pending_points: LoyaltyPendingPointsTable;
  loyalty_ledger_versions: LoyaltyLedgerVersionsTable;
  agent_commission_orders: AgentCommissionOrdersTable;
}

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
/** Repository functions take either, so the caller owns the transaction. */
export type Executor = Db | Trx;
