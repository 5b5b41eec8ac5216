import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import type { Env } from './schema';

/** Descriptors kept free beside the connections: database pool, Redis, logs, migrations, PGlite files. */
export const OPEN_FILE_RESERVE = 256;
/** The connection cap when the open-file limit cannot be read (not Linux). */
export const FALLBACK_MAX_CONNECTIONS = 1000;
/** HEADERS_TIMEOUT_MS when unset: this, or REQUEST_TIMEOUT_MS when that is shorter. */
export const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;

/**
 * The soft RLIMIT_NOFILE of this process (Node raises it to the hard limit at start), read from
 * /proc/self/limits; null where that file does not exist or says unlimited.
 */
export function openFileLimit(read: () => string = () => readFileSync('/proc/self/limits', 'utf8')): number | null {
  let text: string;
  try {
    text = read();
  } catch {
    return null;
  }
  const soft = /^Max open files\s+(\S+)/m.exec(text)?.[1];
  return soft && /^\d+$/.test(soft) ? Number(soft) : null;
}

export interface ConnectionSettings {
  HEADERS_TIMEOUT_MS: number;
  MAX_CONNECTIONS: number;
  problems: Array<{ variable: string; message: string }>;
}

/**
 * Timeouts and the connection cap of the HTTP server. The cap stays below the open-file limit so
 * the process always has descriptors left to answer, read files and reach its database: by
 * default half of what the limit leaves after the reserve (a connection may hold a second
 * descriptor, a file being streamed or an upload being written). A configured cap above the limit
 * less the reserve is refused rather than silently lowered: the operator asked for something the
 * machine cannot give.
 */
export function connectionSettings(env: Env, limit: number | null): ConnectionSettings {
  const problems: ConnectionSettings['problems'] = [];
  const headersTimeout = env.HEADERS_TIMEOUT_MS ?? Math.min(DEFAULT_HEADERS_TIMEOUT_MS, env.REQUEST_TIMEOUT_MS);
  if (headersTimeout > env.REQUEST_TIMEOUT_MS) {
    problems.push({ variable: 'HEADERS_TIMEOUT_MS', message: `must not be longer than REQUEST_TIMEOUT_MS (${env.REQUEST_TIMEOUT_MS})` });
  }
  const reserve = OPEN_FILE_RESERVE + env.DB_POOL_MAX;
  const budget = limit === null ? null : limit - reserve;
  const maxConnections = env.MAX_CONNECTIONS ?? (budget === null ? FALLBACK_MAX_CONNECTIONS : Math.max(1, Math.floor(budget / 2)));
  if (env.MAX_CONNECTIONS !== undefined && budget !== null && env.MAX_CONNECTIONS > budget) {
    problems.push({
      variable: 'MAX_CONNECTIONS',
      message:
        `is above what this process's open-file limit allows: at most ${Math.max(budget, 0)} ` +
        `(soft limit ${limit} less ${reserve} kept for the database pool, files and Redis); raise the limit (ulimit -n) or lower the cap`,
    });
  }
  return { HEADERS_TIMEOUT_MS: headersTimeout, MAX_CONNECTIONS: maxConnections, problems };
}

/** What TRUST_PROXY means: no proxy, the number of proxy hops in front, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

const ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Reads TRUST_PROXY. `true` (trust every sender's X-Forwarded-For) is refused: it lets any client
 * choose its own address, and with it the per-address rate limits.
 */
export function parseTrustProxy(raw: string): { value: TrustProxy } | { error: string } {
  const text = raw.trim();
  if (['', 'false', 'off', '0'].includes(text.toLowerCase())) return { value: false };
  if (text.toLowerCase() === 'true') {
    return { error: 'true would trust X-Forwarded-For from anyone; give the number of proxies in front (e.g. 1) or their addresses' };
  }
  if (/^\d+$/.test(text)) return { value: Number(text) };
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0) {
    return { error: `${bad.join(', ')}: expected a hop count, or addresses, CIDR ranges, loopback, linklocal or uniquelocal separated by commas` };
  }
  return { value: entries };
}

function isProxyAddress(entry: string): boolean {
  if (ADDRESS_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
