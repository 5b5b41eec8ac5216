export type { Database, Db, Trx, Executor } from './database';
export { connectDatabase, type DatabaseHandle, type DatabaseOptions } from './connect';
export { migrateToLatest } from './migrate';
export { databaseOptions } from './options';
export type { UsersTable } from './tables/users';
export type { PaymentRepairKind } from './tables/payment-repairs';
export type * from './tables/catalogue';
export type * from './tables/loyalty-read-models';
export type * from './tables/sales-queues';
export { listenFor, notify } from './notifications';
export {
  postgresError,
  postgresErrorCode,
  isCheckViolation,
  isDataException,
  isForeignKeyViolation,
  isSerializationFailure,
  isUniqueViolation,
  type PostgresError,
} from './postgres-errors';
export { loadLoyaltyRules } from './loyalty-config';
export { loadSetting, saveSetting, type SettingInForce } from './shop-settings';
