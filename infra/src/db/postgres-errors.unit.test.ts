import { describe, expect, it } from 'vitest';
import { isCheckViolation, isDataException, isForeignKeyViolation, isSerializationFailure, isUniqueViolation, postgresError, postgresErrorCode } from './postgres-errors';

const databaseError = (code: string, extra: Record<string, unknown> = {}) => Object.assign(new Error('database said no'), { code, ...extra });

describe('postgres errors', () => {
  it('reads the SQLSTATE of a driver error, also through wrappers', () => {
    expect(postgresErrorCode(databaseError('22021'))).toBe('22021');
    expect(postgresErrorCode(new Error('wrapped', { cause: databaseError('23505') }))).toBe('23505');
    expect(postgresErrorCode(new Error('twice', { cause: new Error('once', { cause: databaseError('22P02') }) }))).toBe('22P02');
  });

  it('ignores codes that are not SQLSTATEs (Node and Fastify errors) and non-errors', () => {
    expect(postgresErrorCode(Object.assign(new Error('pipe'), { code: 'EPIPE' }))).toBeUndefined();
    expect(postgresErrorCode(Object.assign(new Error('fastify'), { code: 'FST_ERR_CTP_INVALID_JSON_BODY' }))).toBeUndefined();
    expect(postgresErrorCode({ code: 22021 })).toBeUndefined();
    expect(postgresErrorCode('22021')).toBeUndefined();
    expect(postgresErrorCode(null)).toBeUndefined();
  });

  it('knows the data exceptions (class 22) from the rest', () => {
    for (const code of ['22021', '22003', '22008', '22007', '22P02', '22P05', '22001']) expect(isDataException(databaseError(code))).toBe(true);
    for (const code of ['23505', '40001', 'XX000']) expect(isDataException(databaseError(code))).toBe(false);
  });

  it('tells which unique rule was broken, by constraint or by the message', () => {
    expect(isUniqueViolation(databaseError('23505', { constraint: 'idempotency_keys_pkey' }), 'idempotency_keys')).toBe(true);
    expect(isUniqueViolation(Object.assign(new Error('duplicate key value violates unique constraint "payment_webhook_events_pkey"'), { code: '23505' }), 'payment_webhook_events')).toBe(true);
    expect(isUniqueViolation(databaseError('23505', { constraint: 'users_email_key' }), 'idempotency_keys')).toBe(false);
    expect(isUniqueViolation(databaseError('23503'))).toBe(false);
    expect(postgresError(databaseError('23505', { constraint: 'x' }))).toEqual({ code: '23505', constraint: 'x', message: 'database said no' });
  });

  it('knows foreign key and check violations, and the failures worth running again', () => {
    expect(isForeignKeyViolation(databaseError('23503', { constraint: 'order_registry_festival_id_fkey' }))).toBe(true);
    expect(isForeignKeyViolation(databaseError('23503', { constraint: 'order_registry_festival_id_fkey' }), 'users')).toBe(false);
    expect(isForeignKeyViolation(databaseError('23505'))).toBe(false);
    expect(isCheckViolation(new Error('wrapped', { cause: databaseError('23514') }))).toBe(true);
    expect(isCheckViolation(databaseError('23503'))).toBe(false);
    for (const code of ['40001', '40P01']) expect(isSerializationFailure(databaseError(code))).toBe(true);
    for (const code of ['55P03', '23505', '40002']) expect(isSerializationFailure(databaseError(code))).toBe(false);
    expect(isSerializationFailure(new Error('no code'))).toBe(false);
  });
});
