// The zones inside `backend` and the one door from `workers` into it (modular-monolith-with-ddd's
// rule): a bounded context's folder backend/src/modules/<context>/ is private except for its public
// entry, index.ts; files of other modules and the shared plugins/ import it only through that entry.
// A module's testing/ folder is the second entry, for tests only. The composition root (app.ts,
// start.ts, seed/, cli/, testing/) wires the modules and may reach inside them.
// The worker process imports from backend only the job entry points: the modules' <context>/jobs.ts
// and backend/src/jobs.ts, which lists them; never their routes, plugins or the app. Its tests may
// also use backend's test support (backend/src/testing/, a module's testing/).
// Some contexts never import each other, not even through index.ts (SEPARATE_MODULES), and a module
// writes only the tables it owns (TABLE_OWNERS): it asks the owner for the rest.
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const MODULES = 'backend/src/modules/';
const PLUGINS = 'backend/src/plugins/';

/** The job entry points, the only part of backend the worker process may import. */
export const JOB_ENTRY = /^backend\/src\/(jobs|modules\/[^/]+\/jobs)$/;
/** Backend's test support, which the worker's tests may use too. */
const TEST_SUPPORT = /^backend\/src\/(testing|modules\/[^/]+\/testing)\//;

const withoutExtension = (file) => file.replace(/\.(tsx?|js)$/, '');

/** A file's path from the repository root, with forward slashes. */
export function repoPath(file) {
  return path.relative(ROOT, path.resolve(file)).split(path.sep).join('/');
}

/**
 * Where `source`, written in `file`, lands: a path from the repository root without its extension.
 * Undefined for packages other than @pokerfest/backend and @pokerfest/workers, whose exports map
 * `./*` onto `src/*.ts`.
 */
export function landing(file, source) {
  if (source.startsWith('.')) return withoutExtension(repoPath(path.resolve(path.dirname(path.resolve(file)), source)));
  const written = /^@pokerfest\/(backend|workers)(?:\/(.+))?$/.exec(source);
  if (!written) return undefined;
  return written[2] ? withoutExtension(`${written[1]}/src/${written[2]}`) : written[1];
}

function moduleOf(repoFile) {
  if (!repoFile.startsWith(MODULES)) return undefined;
  const [module, ...rest] = repoFile.slice(MODULES.length).split('/');
  return { module, inner: withoutExtension(rest.join('/')) };
}

/** Contexts that never import each other: orders and the waiting list meet only in stock (decision 0034); orders hears the sales queue only through the gate app.ts hands it (decision 0037). */
export const SEPARATE_MODULES = [
  ['orders', 'waiting-list'],
  ['orders', 'sales-queue'],
];

const separate = (a, b) => SEPARATE_MODULES.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

const isPublicEntry = (inner) => inner === '' || inner === 'index';
const isTestSupport = (repoFile) => /\.test\.tsx?$/.test(repoFile) || repoFile.includes('/testing/');

/** Why a file in backend/src/modules/ or backend/src/plugins/ may not import `source`; undefined when it may. */
export function moduleBoundaryViolation(file, source) {
  const from = repoPath(file);
  const own = moduleOf(from);
  if (!own && !from.startsWith(PLUGINS)) return undefined;
  const to = landing(file, source);
  const target = to === undefined ? undefined : moduleOf(to);
  if (!target || target.module === own?.module) return undefined;
  if (own && separate(own.module, target.module)) return `modules/${own.module} and modules/${target.module} do not import each other (not ${source}): they meet in the context both depend on`;
  if (isPublicEntry(target.inner)) return undefined;
  if (target.inner.startsWith('testing/') && isTestSupport(from)) return undefined;
  const importer = own ? `modules/${own.module}` : 'plugins';
  return `${importer} may import modules/${target.module} only through its index.ts (not ${source})`;
}

/** Why the worker process may not import `source` from backend; undefined for a module's job entry point. */
export function workerEntryViolation(file, source) {
  const to = landing(file, source);
  if (to !== undefined && JOB_ENTRY.test(to)) return undefined;
  if (to !== undefined && TEST_SUPPORT.test(to) && isTestSupport(repoPath(file))) return undefined;
  return `workers may import from backend only the job entry points, backend/src/jobs.ts and backend/src/modules/<context>/jobs.ts (not ${source})`;
}

/** Whether the import is one of the listed, commented exceptions (same file, same target). */
export function isListedException(exceptions, file, source) {
  const from = repoPath(file);
  const to = landing(file, source);
  return exceptions.some((exception) => exception.file === from && exception.imports === to);
}

/**
 * Who writes each table. A module (backend/src/modules/<name>/) writes only its own tables; `infra`
 * and `projections` tables are written by those packages (event store, outbox, payments adapters,
 * settings; read models), never by a module; `*` is a mechanism every context uses directly (each
 * arms and moves its own timers' due rows). A table missing here is refused until it is listed.
 */
export const TABLE_OWNERS = {
  users: 'identity',
  login_failures: 'identity',
  http_sessions: 'identity',
  casinos: 'catalogue',
  hotels: 'catalogue',
  festivals: 'catalogue',
  accommodations: 'catalogue',
  tournaments: 'catalogue',
  extras: 'catalogue',
  stock_levels: 'stock',
  stock_holds: 'stock',
  order_registry: 'orders',
  idempotency_keys: 'orders',
  payment_webhook_events: 'orders',
  order_change_quotes: 'orders',
  payment_repairs: 'orders',
  cancellation_policies: 'orders',
  trip_reminders: 'orders',
  loyalty_bookings: 'loyalty',
  document_series: 'documents',
  order_documents: 'documents',
  waiting_list_entries: 'waiting-list',
  waiting_list_offers: 'waiting-list',
  waiting_list_leave_tokens: 'waiting-list',
  sales_queues: 'sales-queue',
  sales_queue_places: 'sales-queue',
  vouchers: 'promotions',
  voucher_uses: 'promotions',
  credit_lots: 'credit',
  credit_entries: 'credit',
  es_streams: 'infra',
  es_events: 'infra',
  projection_checkpoints: 'infra',
  seed_runs: 'infra',
  mail_outbox: 'infra',
  demo_payment_intents: 'infra',
  demo_saved_cards: 'infra',
  demo_payment_refunds: 'infra',
  loyalty_config: 'infra',
  shop_settings: 'infra',
  order_views: 'projections',
  loyalty_transactions: 'projections',
  loyalty_pending_points: 'projections',
  loyalty_ledger_versions: 'projections',
  agent_commission_orders: 'projections',
  scheduled_timers: '*',
};

/** Kysely's writing calls; their first argument names the table (`'accommodations as a'`: the first word). */
export const WRITE_METHODS = ['insertInto', 'updateTable', 'deleteFrom', 'mergeInto', 'replaceInto'];

// Raw SQL's writes, in upper case as the code base writes SQL: not `FOR UPDATE`, `FOR NO KEY UPDATE` or `DO UPDATE SET`.
const SQL_WRITE = /(?<![A-Za-z_])(?:INSERT\s+INTO|DELETE\s+FROM|MERGE\s+INTO|(?<!(?:FOR|DO|KEY)\s+)UPDATE)\s+(?:ONLY\s+)?"?([a-z_][a-z0-9_]*)/g;
const KYSELY_WRITE = new RegExp(`\\.(?:${WRITE_METHODS.join('|')})\\(\\s*['"\`]([a-z_][a-z0-9_]*)`, 'g');

/** The tables a piece of raw SQL writes. */
export function sqlWrites(text) {
  return [...text.matchAll(SQL_WRITE)].map((match) => match[1]);
}

/** The tables a source text writes, found by text (kysely calls with a literal table, raw SQL): for whole-repository checks. */
export function writtenTables(text) {
  return [...[...text.matchAll(KYSELY_WRITE)].map((match) => match[1]), ...sqlWrites(text)];
}

/** The table a kysely table argument names. */
export const tableOfArgument = (argument) => argument.trim().split(/\s+/)[0];

/** Why `file` may not write `table`; undefined when it may, or when the file is no module's code (tests and test support write freely). */
export function tableWriteViolation(file, table) {
  const from = repoPath(file);
  const own = moduleOf(from);
  if (!own || isTestSupport(from)) return undefined;
  const owner = TABLE_OWNERS[table];
  if (owner === undefined) return `modules/${own.module} writes ${table}, which the table owners (scripts/lint/backend-zones.js) do not list`;
  if (owner === '*' || owner === own.module) return undefined;
  const who = owner === 'infra' || owner === 'projections' ? `the ${owner} package` : `modules/${owner}`;
  return `modules/${own.module} may not write ${table}: only ${who} does (ask it instead)`;
}
