import { DEFAULT_HEADERS_TIMEOUT_MS, FALLBACK_MAX_CONNECTIONS, OPEN_FILE_RESERVE } from '../connections';
import type { SettingGroups } from './setting';

/** The settings of the processes and the services they use (docs/configuration.md). */
export const platformSettings = {
  'The process and its services': {
    NODE_ENV: {
      meaning:
        '`development`, `production` or `test`. `production`: `SESSION_SECRET` required (and `DEMO_WEBHOOK_SECRET` with demo ' +
        'payments), no demo seeding. The development mailbox is served only when `NODE_ENV` is set to `development` or `test` ' +
        'explicitly; unset counts as development for every other default. Proxy headers are governed by `TRUST_PROXY`, not by this.',
    },
    PORT: { meaning: 'HTTP port of the API (1–65535).' },
    PUBLIC_URL: {
      unset: '`http://localhost:$PORT`',
      meaning:
        'The address users reach the app at (trailing `/` dropped). `https://…` makes the session cookie `Secure` and `__Host-sid`, ' +
        'and turns on HSTS. Also the server URL in the OpenAPI document.',
    },
    DATABASE_URL: {
      unset: 'unset: embedded PGlite',
      meaning: '`postgres://` or `postgresql://` URL of the database.',
    },
    REDIS_URL: {
      unset: 'unset: in-process job runner',
      meaning: '`redis://` or `rediss://` URL; the BullMQ queue.',
    },
    BULLMQ_PREFIX: {
      meaning:
        'Redis key prefix (letters, digits, `_`, `-`) of the jobs and the rate-limit counters, so several deployments or test runs ' +
        'can share one Redis.',
    },
    REDIS_REQUEST_TIMEOUT_MS: {
      meaning:
        'Longest wait (1–10000) of a request for Redis: rate-limit counters, enqueues after a commit, the readiness ping. Past it the ' +
        'call fails open (the request is counted in the process; the job is left to the committed due rows and the ticks) and ' +
        'requests stop calling Redis until a probe answers, so a frozen Redis never holds a request up. Raise it for a distant Redis ' +
        'whose round trip comes close. See [Redis frozen or down](operations.md#redis-frozen-or-down).',
    },
    REDIS_PROBE_INTERVAL_MS: { meaning: 'While Redis does not answer in time: how often (10–60000) a PING checks whether it is back.' },
    SESSION_SECRET: {
      unset: 'development: generated',
      meaning:
        'Signs session cookies; at least 32 characters. Outside production, when unset, one is generated and kept in ' +
        '`DATA_DIR/session-secret`. Required in production.',
    },
    DATA_DIR: {
      meaning:
        'Local state: the embedded database (`DATA_DIR/pglite`), the generated development secrets (`session-secret`, ' +
        '`demo-webhook-secret`), the default upload folder.',
    },
    UPLOAD_DIR: {
      unset: '`DATA_DIR/uploads`',
      meaning: 'Where uploaded files are stored (local-disk storage adapter).',
    },
    LOG_LEVEL: { meaning: '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent` (pino).' },
    SHUTDOWN_TIMEOUT_MS: { meaning: 'After SIGTERM/SIGINT, the process exits 1 if shutdown has not finished by then.' },
  },
  'The HTTP server': {
    REQUEST_TIMEOUT_MS: {
      meaning:
        'Longest time to receive a whole request, headers and body; a slower one is answered `408 Request Timeout` and its connection ' +
        'closed. Raise it if admins upload large images over slow links.',
    },
    HEADERS_TIMEOUT_MS: {
      unset: `\`${DEFAULT_HEADERS_TIMEOUT_MS}\`, or \`REQUEST_TIMEOUT_MS\` if shorter`,
      meaning:
        "Longest time to receive a request's headers, counted from its first byte (from the connection for a new one, so a connection " +
        'that sends nothing is closed too, also with 408). Must not exceed `REQUEST_TIMEOUT_MS`. Both are checked every tenth of the ' +
        'shorter one (at most every second).',
    },
    KEEP_ALIVE_TIMEOUT_MS: {
      meaning:
        'An idle keep-alive connection is closed after this (Node adds one second of grace after announcing it). A proxy in front ' +
        'must drop idle upstream connections sooner (`deploy/Caddyfile`: 4 s).',
    },
    MAX_CONNECTIONS: {
      unset: `half of (open-file soft limit − ${OPEN_FILE_RESERVE} − \`DB_POOL_MAX\`); \`${FALLBACK_MAX_CONNECTIONS}\` where the limit cannot be read`,
      meaning:
        'Open connections at most; further ones are closed at once (logged every 10 s at most). Keeps the process below its open-file ' +
        'limit (`/proc/self/limits` on Linux) so it can always answer, open files and reach its database. A value above the limit ' +
        'less that reserve stops start-up.',
    },
    MAX_CONNECTIONS_PER_ADDRESS: {
      meaning:
        'Open connections at most from one client address (0: no such cap), so one host cannot fill `MAX_CONNECTIONS` and lock ' +
        'everybody else out; a further one is closed at once. Applied only while `TRUST_PROXY` is off: behind a proxy every ' +
        "connection comes from the proxy, and limiting per client is the proxy's job.",
    },
    TRUST_PROXY: {
      unset: 'unset: off',
      meaning:
        "Whose `X-Forwarded-For` (and `-Host`, `-Proto`) to believe, whatever `NODE_ENV` says. Off: the socket's address is the " +
        "client's. A hop count (`1`): that many proxies in front, believed only when the connection comes from a loopback or private " +
        'address; use it only when nothing but the proxy can reach the port. Or comma-separated proxy addresses and CIDR ranges, ' +
        '`loopback`, `linklocal`, `uniquelocal`. `true` is refused: it lets every client choose its address.',
    },
    TRUSTED_ORIGINS: {
      meaning:
        "Comma-separated extra origins allowed to send state-changing requests (`make dev` sets the Vite dev server's). The app's own " +
        'origin (`PUBLIC_URL`) and the host a request was sent to are always allowed.',
    },
    COMPRESSION_THRESHOLD_BYTES: {
      meaning:
        "Responses at least this large (`index.html`, API JSON) are compressed on the fly, brotli or gzip as the client's " +
        '`Accept-Encoding` asks (`0`: every response). Hashed assets are not compressed per request: the build writes brotli and gzip ' +
        'copies that are sent as they are ([0023](decisions/0023-delivery-precompression-and-css-split.md)). Server-sent event ' +
        'streams are never compressed.',
    },
  },
  Metrics: {
    METRICS_PORT: {
      defaultMeans: 'not served',
      meaning:
        "Port of the API's Prometheus endpoint, `GET /metrics`, apart from the shop's `PORT` (the shop's port never serves it). See " +
        '[Metrics and alerts](operations.md#metrics-and-alerts).',
    },
    WORKER_METRICS_PORT: {
      defaultMeans: 'not served',
      meaning: "Port of each worker's own `GET /metrics` (one port per worker on a host).",
    },
    METRICS_HOST: {
      meaning:
        'Address both metrics ports are bound to. Loopback keeps them off the network; set a private address (or `0.0.0.0` inside a ' +
        'container whose port is not published) when Prometheus scrapes from elsewhere.',
    },
  },
  'Database, commands and read models': {
    DB_POOL_MAX: { meaning: 'Connections in the node-postgres pool (Postgres mode).' },
    DB_STATEMENT_TIMEOUT_MS: { meaning: '`statement_timeout` of every pooled connection.' },
    DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: {
      meaning:
        '`idle_in_transaction_session_timeout`: an open writing transaction delays every event reader, so it may not linger.',
    },
    COMMAND_MAX_RETRIES: {
      meaning:
        "Retries (0–20) of a command after a concurrency conflict before it answers 409 (`details.reason: 'concurrent_update'`, never " +
        'mistaken for a business refusal).',
    },
    COMMAND_LOCK_TIMEOUT_MS: {
      meaning:
        "Longest wait (100–60000) of an order command for its order's lock (commands on one order run one at a time); then it fails " +
        'with nothing written, and a payment delivery is answered 503 so the provider sends it again.',
    },
    PROJECTION_BATCH_SIZE: { meaning: 'Events read and applied per projection transaction (also per rebuild step).' },
    PROJECTION_TICK_MS: { meaning: 'Period of the repeating tick that runs each projection, on top of the wake-up after each append (and once when a runner starts).' },
    EMBEDDED_PROJECTION_TICK_MS: {
      meaning:
        "The same tick on the embedded database (no `DATABASE_URL`): one process appends, and each append wakes the projections in it, so the tick only retries a failed run; each tick's queries run on the API's event loop, which showed in the catalogue's p99 at 500 ms.",
    },
    READ_YOUR_WRITES_TIMEOUT_MS: {
      meaning:
        "Longest wait (0–30000) of a read for the session's own last write to reach a read model that is built only after the commit " +
        "(today the agent's commissions; then it answers with what there is and logs a warning). The orders and loyalty read models " +
        "are written in the command's own transaction, so they never need the wait (see " +
        '[Architecture](architecture.md#acknowledged-means-visible-read-your-own-writes)).',
    },
  },
  'Jobs and timers': {
    TIMER_SWEEP_MS: {
      meaning:
        'Period of the sweep that fires overdue timers whose delayed job was late or lost. A worker also sweeps as it starts, and ' +
        'each sweep gives the timers due before the next one their delayed jobs back if Redis lost them.',
    },
    TIMER_SWEEP_BATCH_SIZE: {
      meaning:
        'Timers one sweep claims at a time, first ready first (its due time, or the end of its back-off for a retry); it takes batch ' +
        'after batch while they come back full. Sweeps on several workers claim disjoint batches; a worker that dies strands at most ' +
        'one batch until `TIMER_LEASE_MS` ends.',
    },
    TIMER_SWEEP_MAX_MS: {
      meaning:
        'Longest run of one sweep job; with due timers left it enqueues a follow-up sweep at once, so a backlog keeps draining ' +
        'without one job holding a worker slot.',
    },
    TIMER_SWEEP_CONCURRENCY: {
      meaning:
        'Timers one sweep fires at the same time (1–64); each holds a database connection while it runs, so keep it below ' +
        '`DB_POOL_MAX`.',
    },
    TIMER_MAX_ATTEMPTS: {
      meaning:
        'Failed tries of a timer before it is parked: the sweep leaves it alone until an operator re-arms it (`make rearm-timers`, ' +
        'see [docs/operations.md](operations.md#timers-that-keep-failing-parked)).',
    },
    TIMER_RETRY_BACKOFF_MS: {
      meaning:
        "Wait after a timer's first failure, doubled after each further one; with the defaults the tenth failure, which parks it, " +
        'comes about 3 hours after the first.',
    },
    TIMER_RETRY_BACKOFF_MAX_MS: { meaning: 'Ceiling of that wait.' },
    TIMER_LEASE_MS: {
      meaning:
        'How long a run firing a timer holds it against other runs; a worker that dies leaves its timers to the others after this. ' +
        'Keep it above the slowest handler (a provider call, an SMTP send).',
    },
    JOB_SCHEDULE_CHECK_MS: {
      meaning:
        'How often each worker checks that its repeating jobs (projection ticks, timer sweep, housekeeping) are still scheduled in ' +
        'Redis and registers the missing ones again; it also checks at once after a reconnect.',
    },
    JOB_ATTEMPTS: {
      meaning:
        'Tries per job before it is given up (projection runs and the sweep are retried by the next tick instead, timers by their own ' +
        'back-off and the sweep).',
    },
    JOB_BACKOFF_MS: { meaning: 'Base of the exponential back-off between tries.' },
    WORKER_CONCURRENCY: { meaning: 'Jobs a worker process runs at the same time.' },
  },
} satisfies SettingGroups;
