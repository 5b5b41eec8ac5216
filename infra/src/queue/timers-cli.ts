import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { connectDatabase, databaseOptions, migrateToLatest } from '../db';
import { listParkedTimers, rearmParkedTimers } from './parked-timers';

// Usage: npm run timers -- parked [--kind KIND] [--key KEY]   lists parked timers
//        npm run timers -- rearm  [--kind KIND] [--key KEY]   re-arms them: the next sweep fires them
const USAGE = 'usage: npm run timers -- parked|rearm [--kind KIND] [--key KEY]';
let command: string | undefined;
let filter: { kind?: string; key?: string };
try {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { kind: { type: 'string' }, key: { type: 'string' } } });
  command = positionals[0];
  filter = { kind: values.kind || undefined, key: values.key || undefined };
  if ((command !== 'parked' && command !== 'rearm') || positionals.length > 1) throw new Error(USAGE);
  if (filter.key && !filter.kind) throw new Error('--key needs --kind');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}

const config = loadConfig();
const handle = await connectDatabase(databaseOptions(config));
try {
  await migrateToLatest(handle.db);
  if (command === 'parked') {
    const parked = await listParkedTimers(handle.db, filter);
    for (const timer of parked) {
      console.log(`${timer.kind}\t${timer.key}\tdue ${timer.dueAt.toISOString()}\tparked ${timer.parkedAt.toISOString()}\t${timer.attempts} attempts\t${timer.lastError ?? ''}`);
    }
    console.log(`${parked.length} parked timer(s)${parked.length === 1000 ? ' (the first 1000)' : ''}`);
  } else {
    const rearmed = await rearmParkedTimers(handle.db, filter);
    console.log(`${rearmed} timer(s) re-armed; the next sweep (within TIMER_SWEEP_MS) fires them`);
  }
} finally {
  await handle.close();
}
