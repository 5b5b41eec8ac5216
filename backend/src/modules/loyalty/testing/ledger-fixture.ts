import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { loyaltyStream, type LoyaltyEvent } from '@pokerfest/domain';
import { waitForProjections } from '@pokerfest/projections';
import type { TestApp } from '../../../testing/test-app';

// Ledger events appended straight to a member's stream, for tests of the read side alone (the
// commands that decide them are tested with the write side).

export async function recordLedger(t: TestApp, userId: number, ...events: LoyaltyEvent[]): Promise<void> {
  const version = (await t.store.readStream(loyaltyStream, userId)).length;
  const metadata = { correlationId: randomUUID(), causationId: null, actorId: null, occurredAt: new Date().toISOString() };
  await t.store.appendTo(loyaltyStream, userId, { expectedVersion: version, events, metadata });
}

/** After writes outside the reader's session: wait until the named read models have every event. */
export async function readModelsCaughtUp(t: TestApp, projections: readonly string[]): Promise<void> {
  const head = await sql<{ transactionId: string; globalPosition: string }>`
    SELECT transaction_id::text AS "transactionId", global_position::text AS "globalPosition"
    FROM es_events ORDER BY global_position DESC LIMIT 1`.execute(t.database.db);
  if (!head.rows[0]) return;
  expect(await waitForProjections(t.database.db, projections, head.rows[0], 5000)).toBe(true);
}

export const adjusted = (points: number, reason: string, adminId: number, adjustedAt: string): LoyaltyEvent => ({
  type: 'PointsAdjusted',
  data: { points, reason, adminId, adjustedAt },
});
