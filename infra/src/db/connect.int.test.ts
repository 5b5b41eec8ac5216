import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connectDatabase } from './connect';

// The embedded database answers in node-postgres's shapes, so no caller tells the two apart: a
// stored PDF read back from PGlite was a bare Uint8Array (no `equals`, no `toString('latin1')`).
describe('the embedded database', () => {
  it('returns int8 and dates as text and bytea as a Buffer, as node-postgres does', async () => {
    const database = await connectDatabase({ dataDir: mkdtempSync(path.join(tmpdir(), 'connect-')), inMemory: true, poolMax: 1, statementTimeoutMs: 5000, idleInTransactionTimeoutMs: 5000 });
    try {
      const bytes = Buffer.from('%PDF-1.7\u0000\u00ff', 'latin1');
      const { rows } = await sql<{ big: unknown; day: unknown; data: unknown }>`SELECT 9007199254740993::int8 AS big, '2027-02-28'::date AS day, ${bytes}::bytea AS data`.execute(database.db);
      expect(rows[0]!.big).toBe('9007199254740993');
      expect(rows[0]!.day).toBe('2027-02-28');
      expect(Buffer.isBuffer(rows[0]!.data)).toBe(true);
      expect((rows[0]!.data as Buffer).equals(bytes)).toBe(true);
    } finally {
      await database.close();
    }
  });
});
