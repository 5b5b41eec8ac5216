import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './connections';
import { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_ATTRIBUTION_URL, DEFAULT_MAP_GEOCODER_URL, DEFAULT_MAP_TILE_URL, type MapSettings } from './maps';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(
      z
        .url({ message: `must be a URL (${protocols.join(', ')})` })
        .refine((v) => protocols.some((p) => v.startsWith(`${p}://`)), `must start with ${protocols.join(' or ')}://`)
        .optional(),
    )
    .optional();

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** A positive whole number whose default is worked out in loadConfig; empty counts as unset. */
const optionalPositiveInt = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.coerce.number().int().positive().optional());

const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const parsed = parseTrustProxy(raw ?? '');
    if ('value' in parsed) return parsed.value;
    ctx.issues.push({ code: 'custom', message: parsed.error, input: raw });
    return z.NEVER;
  });

/** Every setting the process reads from its environment, with its safe default. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  /** Key prefix in Redis: several deployments (or test runs) can share one Redis. */
  BULLMQ_PREFIX: z.string().regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and - only').default('pokerfest'),
  /**
   * Longest wait of a request for Redis (rate-limit counters, enqueues, the readiness ping). Past it the
   * call fails open, and request paths stop calling Redis until a probe answers (infra/src/redis).
   */
  REDIS_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1).max(10_000).default(200),
  /** While Redis does not answer in time: how often a PING checks whether it is back. */
  REDIS_PROBE_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  UPLOAD_DIR: optionalText,
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().min(3).default('Poker Festivals <no-reply@localhost>'),
  STRIPE_SECRET_KEY: optionalText.pipe(z.string().startsWith('sk_', 'must start with sk_').optional()),
  STRIPE_PUBLISHABLE_KEY: optionalText.pipe(z.string().startsWith('pk_', 'must start with pk_').optional()),
  STRIPE_WEBHOOK_SECRET: optionalText.pipe(z.string().startsWith('whsec_', 'must start with whsec_').optional()),
  /** Unset: 'stripe' when STRIPE_SECRET_KEY is set, else 'demo' (see config/payments.ts). */
  PAYMENT_PROVIDER: optionalText.pipe(z.enum(['demo', 'stripe'], { message: "must be 'demo' or 'stripe'" }).optional()),
  DEMO_WEBHOOK_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /** Stripe calls that fail on the network, with a 409 or a 5xx are tried again this often (under the same idempotency key). */
  STRIPE_MAX_NETWORK_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  WEBHOOK_TOLERANCE_SECONDS: positiveInt(300),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // The HTTP server: how long a client may take, how many connections it may hold, whom to believe.
  /** Longest time to receive a whole request (headers and body); slower ones get 408 and are closed. */
  REQUEST_TIMEOUT_MS: positiveInt(30_000),
  /** Longest time to receive the headers; unset: 10 s or REQUEST_TIMEOUT_MS if shorter (config/connections.ts). */
  HEADERS_TIMEOUT_MS: optionalPositiveInt,
  /** An idle keep-alive connection is closed after this. */
  KEEP_ALIVE_TIMEOUT_MS: positiveInt(5_000),
  /** Open connections at most; unset: derived from the open-file limit (config/connections.ts). */
  MAX_CONNECTIONS: optionalPositiveInt,
  /** Open connections at most from one client address (0: no such cap); applied only without TRUST_PROXY. */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).default(256),
  /** Whose X-Forwarded-For to believe: off, a hop count, or addresses (config/connections.ts). */
  TRUST_PROXY: trustProxy,
  /** Responses (index.html, API JSON) at least this large are compressed on the fly when the client accepts br or gzip; hashed assets are precompressed at build. */
  COMPRESSION_THRESHOLD_BYTES: z.coerce.number().int().min(0).max(10 * 1024 * 1024).default(1024),
  // Metrics for Prometheus (docs/operations.md#metrics-and-alerts), each process on a port of its own, apart from the shop's.
  /** The API's `GET /metrics` port; 0 (the default): not served. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** The worker's `GET /metrics` port; 0 (the default): not served. */
  WORKER_METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** The address both metrics ports are bound to: loopback unless the scraper sits elsewhere (then a private one). */
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  // Limits and timings of the foundation; later capabilities add theirs here.
  DB_POOL_MAX: positiveInt(10),
  DB_STATEMENT_TIMEOUT_MS: positiveInt(15_000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: positiveInt(10_000),
  COMMAND_MAX_RETRIES: z.coerce.number().int().min(0).max(20).default(3),
  /** Longest wait of an order command for its order's lock (commands on one order queue); then it fails, nothing written. */
  COMMAND_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  PROJECTION_BATCH_SIZE: positiveInt(1000),
  PROJECTION_TICK_MS: positiveInt(500),
  /**
   * The same tick on the embedded database (one process: every append wakes the projections in
   * it, so the tick only retries a failed run); its queries run on the API's event loop.
   */
  EMBEDDED_PROJECTION_TICK_MS: positiveInt(10_000),
  READ_YOUR_WRITES_TIMEOUT_MS: z.coerce.number().int().min(0).max(30_000).default(2000),
  TIMER_SWEEP_MS: positiveInt(60_000),
  /** Timers one sweep claims per batch; it goes on batch after batch while they come back full. A worker that dies strands at most these until their lease ends. */
  TIMER_SWEEP_BATCH_SIZE: positiveInt(50),
  /** Longest run of one sweep job; with due timers left it hands over to a new sweep job at once. */
  TIMER_SWEEP_MAX_MS: positiveInt(5_000),
  /** Timers one sweep fires at the same time (each takes a database connection while it runs). */
  TIMER_SWEEP_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** Failed tries of a timer before it is parked for an operator (docs/operations.md). */
  TIMER_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(10),
  /** Wait after a timer's first failure, doubled after each further one, up to TIMER_RETRY_BACKOFF_MAX_MS. */
  TIMER_RETRY_BACKOFF_MS: positiveInt(30_000),
  TIMER_RETRY_BACKOFF_MAX_MS: positiveInt(3_600_000),
  /** How long a run firing a timer holds it; one that dies leaves it to others after this. */
  TIMER_LEASE_MS: positiveInt(60_000),
  /** How often each worker checks that its repeating jobs are still scheduled in Redis, and re-registers them if not. */
  JOB_SCHEDULE_CHECK_MS: positiveInt(5_000),
  JOB_ATTEMPTS: positiveInt(5),
  JOB_BACKOFF_MS: positiveInt(1000),
  WORKER_CONCURRENCY: positiveInt(4),
  SHUTDOWN_TIMEOUT_MS: positiveInt(10_000),
  // Identity and access.
  SESSION_MAX_AGE_MS: positiveInt(7 * 24 * 3600 * 1000),
  /** How long an API process keeps a session and a user row it read (ADR 0036); every change is forgotten at once through NOTIFY, this bounds a change that was not heard. 0: always read. */
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(60_000),
  /** Sessions an API process keeps at most, and as many user rows; the least recently used go first. */
  SESSION_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(20_000),
  /** Extra origins allowed to send state-changing requests (e.g. the Vite dev server), comma-separated. */
  TRUSTED_ORIGINS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((o) => o.trim()).filter(Boolean))
    .pipe(z.array(z.url({ message: 'must be a comma-separated list of origins' }))),
  AUTH_RATE_LIMIT_MAX: positiveInt(20),
  AUTH_RATE_LIMIT_WINDOW_MS: positiveInt(60_000),
  /** Failed logins at one account from one client address within the window before that pair is locked. */
  LOGIN_MAX_FAILURES: positiveInt(5),
  /** Failed logins at one account from all addresses together within the window after which every further failure locks its address at once. */
  LOGIN_ACCOUNT_MAX_FAILURES: positiveInt(50),
  LOGIN_FAILURE_WINDOW_MS: positiveInt(15 * 60_000),
  LOGIN_LOCK_MS: positiveInt(60_000),
  PASSWORD_RESET_TTL_MS: positiveInt(3600_000),
  EMAIL_VERIFICATION_TTL_MS: positiveInt(24 * 3600_000),
  // Catalogue.
  UPLOAD_MAX_BYTES: positiveInt(5 * 1024 * 1024),
  // Booking.
  /** How long an unpaid order holds its room and seats. */
  ORDER_HOLD_MS: positiveInt(30 * 60_000),
  /** Waiting lists one player may be on at once (POST /api/waiting-list answers 409 beyond). */
  WAITING_LIST_MAX_PER_USER: z.coerce.number().int().min(1).max(1000).default(20),
  /** How long a stored Idempotency-Key answer is replayed before it may be forgotten. */
  IDEMPOTENCY_KEY_TTL_MS: positiveInt(24 * 3600_000),
  /** Orders a user may place per window (placement is the expensive, stock-holding call). */
  ORDER_RATE_LIMIT_MAX: positiveInt(30),
  ORDER_RATE_LIMIT_WINDOW_MS: positiveInt(60_000),
  /** Placements of one room type or tournament one API process checks and holds at a time; the rest wait in line (ADR 0032). */
  ORDER_LINE_PER_ITEM: z.coerce.number().int().min(1).max(64).default(4),
  /** How long an item this API process saw sold out is refused without asking the database (ADR 0032); a release elsewhere is seen after at most this. 0: always ask. */
  SOLD_OUT_MEMO_MS: z.coerce.number().int().min(0).max(5_000).default(250),
  /** How long a quote for changing or cancelling a booking can be confirmed. */
  CHANGE_QUOTE_TTL_MS: positiveInt(15 * 60_000),
  /** How long a change that costs more holds its added items while its difference is unpaid. */
  CHANGE_HOLD_MS: positiveInt(30 * 60_000),
  // Sales openings and their queue (issue 30, ADR 0037).
  /** How long before a sales opening its waiting room takes visitors in. */
  QUEUE_WAITING_ROOM_MS: z.coerce.number().int().min(60_000).max(24 * 3600_000).default(10 * 60_000),
  /** Visitors a new queue lets through to checkout per minute (the admin changes it per queue). */
  QUEUE_ADMISSIONS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(3_600),
  /** How long a visitor who stopped asking keeps the place. */
  QUEUE_KEEP_PLACE_MS: z.coerce.number().int().min(10_000).max(3600_000).default(3 * 60_000),
  /** How long an admission lets its holder place orders. */
  QUEUE_ADMISSION_VALID_MS: z.coerce.number().int().min(60_000).max(24 * 3600_000).default(15 * 60_000),
  /** After the opening, how long the queue keeps taking arrivals (then it closes once nobody waits). */
  QUEUE_OPEN_FOR_MS: z.coerce.number().int().min(0).max(7 * 24 * 3600_000).default(30 * 60_000),
  /** How often each API process moves the queues and updates its visitors. */
  QUEUE_TICK_MS: z.coerce.number().int().min(50).max(10_000).default(500),
  /** Joins per client address and minute (a bot that drops its cookies to take more places is slowed). */
  QUEUE_JOIN_RATE_LIMIT_MAX: positiveInt(30),
  /** Live status connections one API process keeps at most; past it a browser polls. */
  QUEUE_STREAMS_MAX: positiveInt(10_000),
  // Payments that must never be lost (issue 27).
  /** A hold that ends while its provider cannot be asked about the order's payment waits at most this much longer (a late success is refunded). */
  HOLD_EXPIRY_PROVIDER_GRACE_MS: positiveInt(15 * 60_000),
  /** The demo provider delivers a payment outcome again after this long unless the shop acknowledged it (then backs off like any timer). */
  DEMO_WEBHOOK_REDELIVERY_MS: positiveInt(10_000),
  /** How often the provider's recent payment intents are compared with the orders' verdicts. */
  PAYMENT_RECONCILE_EVERY_MS: positiveInt(5 * 60_000),
  /** How far back that comparison looks (intents created since). */
  PAYMENT_RECONCILE_WINDOW_MS: positiveInt(48 * 3600_000),
  /** Intents compared per run at most (the oldest beyond are left for a later window). */
  PAYMENT_RECONCILE_MAX_INTENTS: positiveInt(1000),
  /** Price calls (POST /api/orders/price) one user may make per window: each reads the catalogue, the code and the credit. */
  PRICE_RATE_LIMIT_MAX: positiveInt(240),
  /** Quotes and change confirmations one user may ask for per window (each quote reads the catalogue and is stored). */
  CHANGE_RATE_LIMIT_MAX: positiveInt(60),
  /** At or below this many rooms or seats left, the shop says "Only N left" (0: never, only "Sold out"). */
  LOW_STOCK_THRESHOLD: z.coerce.number().int().min(0).max(1000).default(3),
  /** The hour (UTC, 0–23) at which the trip reminder goes out, on the day Settings names (N days before the trip). */
  TRIP_REMINDER_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(9),
  /** The hour (UTC, 0–23) at which a payment plan's steps fall due: the reminder, the overdue notice, the cancellation. */
  PAYMENT_PLAN_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(8),
  /** Days tournament credit given back stays usable when the credit it came from has lapsed meanwhile (issue 32). */
  CREDIT_RETURN_VALID_DAYS: z.coerce.number().int().min(1).max(3660).default(90),
  /** Days one accounting export (GET /api/admin/accounting/documents.csv) may span: a bound on one request's rows and time. */
  ACCOUNTING_EXPORT_MAX_DAYS: z.coerce.number().int().min(1).max(3660).default(366),
  // The admin location picker's map (config/maps.ts). Unset: OpenStreetMap; empty: that part is off.
  /** Leaflet tile URL template; empty: no online map, the picker takes typed coordinates. */
  MAP_TILE_URL: z.string().trim().default(DEFAULT_MAP_TILE_URL),
  /** The hosts {s} in MAP_TILE_URL stands for, comma-separated. */
  MAP_TILE_SUBDOMAINS: z
    .string()
    .default('a,b,c')
    .transform((v) => v.split(',').map((name) => name.trim()).filter(Boolean)),
  /** The credit the tile source requires, shown on the map. */
  MAP_ATTRIBUTION: z.string().trim().default(DEFAULT_MAP_ATTRIBUTION),
  MAP_ATTRIBUTION_URL: z.string().trim().default(DEFAULT_MAP_ATTRIBUTION_URL),
  /** Nominatim-style search URL (`?q=…&format=json`); empty: no address search. */
  MAP_GEOCODER_URL: z.string().trim().default(DEFAULT_MAP_GEOCODER_URL),
  /** Least time between two address searches of one browser page (Nominatim's policy: 1 per second). */
  MAP_GEOCODER_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  // The seller, as receipts and confirmation e-mails name it (GET /api/shop).
  SELLER_NAME: z.string().trim().min(1, 'must not be empty').max(200).default('Poker Festivals'),
  /** One line; empty: receipts show no address (set it in production, `make run` sets a demo one). */
  SELLER_ADDRESS: z.string().trim().max(300).default(''),
  SUPPORT_EMAIL: z.string().trim().pipe(z.email({ message: 'must be an e-mail address' })).default('support@pokerfestivals.example'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config
  extends Omit<Env, 'PUBLIC_URL' | 'SESSION_SECRET' | 'UPLOAD_DIR' | 'PAYMENT_PROVIDER' | 'DEMO_WEBHOOK_SECRET' | 'HEADERS_TIMEOUT_MS' | 'MAX_CONNECTIONS'> {
  PUBLIC_URL: string;
  SESSION_SECRET: string;
  UPLOAD_DIR: string;
  PAYMENT_PROVIDER: 'demo' | 'stripe';
  /** Set whenever PAYMENT_PROVIDER is demo: configured, or generated and kept in DATA_DIR outside production. */
  DEMO_WEBHOOK_SECRET: string | undefined;
  HEADERS_TIMEOUT_MS: number;
  MAX_CONNECTIONS: number;
  /** true when PUBLIC_URL is https: cookies become Secure and __Host- prefixed. */
  secureCookies: boolean;
  /**
   * The development mailbox (`GET /api/dev/mailbox`) is served: only when NODE_ENV was set to
   * development or test on purpose. An unset NODE_ENV counts as development for the other
   * defaults, not for this.
   */
  devMailbox: boolean;
  /** The location picker's tiles and geocoder, and the origins the Content-Security-Policy admits for them. */
  map: Omit<MapSettings, 'problems'>;
}
