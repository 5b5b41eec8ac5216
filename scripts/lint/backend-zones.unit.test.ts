import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lint-messages';
import { ruleCases } from './rule-cases';
import { importViolation } from './architecture.js';
import { landing, SEPARATE_MODULES, TABLE_OWNERS, tableWriteViolation, writtenTables } from './backend-zones.js';
import { importSources, sourceFiles } from './feature-imports.js';
import { ZONE_EXCEPTIONS } from './zone-exceptions.js';

describe('infra and projections import no module and not the worker', () => {
  ruleCases('architecture/imports', {
    says: /may not import (backend|workers)/,
    refuses: [
      ['infra/src/db/connect.ts', "import { ordersModule } from '../../../backend/src/modules/orders';"],
      ['infra/src/event-store/handle.ts', "export async function jobs() { return import('@pokerfest/backend/modules/orders/jobs'); }"],
      ['infra/src/queue/timers.ts', "import { startWorker } from '@pokerfest/workers/worker';"],
      ['projections/src/jobs.ts', "import { placeOrder } from '@pokerfest/backend/modules/orders/place-order';"],
      ['projections/src/runner.ts', "import { startWorker } from '../../workers/src/worker';"],
    ],
  });
});

describe('a module imports another module only through its index.ts', () => {
  ruleCases('architecture/imports', {
    says: /only through its index\.ts/,
    refuses: [
      ['backend/src/modules/loyalty/summary-routes.ts', "import { placeOrder } from '../orders/place-order';"],
      ['backend/src/modules/orders/order-routes.ts', "import type { UserRow } from '../identity/users-repository';"],
      ['backend/src/modules/catalogue/cache.ts', "export { loyaltySummaryRoutes } from '@pokerfest/backend/modules/loyalty/summary-routes';"],
      ['backend/src/modules/orders/place-order.ts', "import { toPublicUser } from '../identity/public-user';"],
      // an exception once, gone since identity's index.ts exports the user row
      ['backend/src/modules/orders/place-order.ts', "import type { UserRow } from '../identity/users-repository';"],
      ['backend/src/modules/orders/place-order.ts', "import { confirmedOrder } from '../loyalty/testing/loyalty-fixture';"],
      ['backend/src/plugins/access.ts', "import { registerAccount } from '../modules/identity/account-service';"],
    ],
    allows: [
      ['backend/src/modules/loyalty/summary-routes.ts', "import { ordersModule } from '../orders';"],
      ['backend/src/modules/loyalty/summary-routes.ts', "import { ordersModule } from '../orders/index';"],
      ['backend/src/modules/orders/place-order.ts', "import { registerAccount } from '@pokerfest/backend/modules/identity/index';"],
      ['backend/src/modules/orders/order-routes.ts', "import { placeOrder } from './place-order';"],
      ['backend/src/modules/orders/order-routes.ts', "import { requireUser } from '../../plugins/auth';"],
      ['backend/src/modules/shop/shop.int.test.ts', "import { confirmedOrder } from '../loyalty/testing/loyalty-fixture';"],
      ['backend/src/app.ts', "import { adminUsersRoutes } from './modules/admin/users-routes';"],
      // a listed exception (zone-exceptions.js): allowed in that file only, for that target only
      ['backend/src/plugins/auth.ts', "import { findUserById } from '../modules/identity/users-repository';"],
    ],
  });
});

describe('workers import from backend only the job entry points', () => {
  ruleCases('architecture/imports', {
    says: /only the job entry points/,
    refuses: [
      ['workers/src/worker.ts', "import { ordersModule } from '@pokerfest/backend/modules/orders';"],
      ['workers/src/worker.ts', "import { orderRoutes } from '@pokerfest/backend/modules/orders/order-routes';"],
      ['workers/src/worker.ts', "import { requireUser } from '../../backend/src/plugins/auth';"],
      ['workers/src/main.ts', "import { createServer } from '@pokerfest/backend/app';"],
      // backend's test support is for the worker's tests only
      ['workers/src/worker.ts', "import { testContextJobs } from '@pokerfest/backend/testing/context-jobs';"],
    ],
    allows: [
      ['workers/src/worker.ts', "import { orderingJobs } from '@pokerfest/backend/modules/orders/jobs';"],
      ['workers/src/worker.ts', "import { loyaltyJobs } from '../../backend/src/modules/loyalty/jobs';"],
      ['workers/src/worker.ts', "import { contextJobs } from '@pokerfest/backend/jobs';"],
      ['workers/src/worker-crash.int.test.ts', "import { placeOverdueOrders } from '@pokerfest/backend/modules/orders/testing/overdue-orders';"],
    ],
  });
});

describe('the listed exceptions', () => {
  it.each(ZONE_EXCEPTIONS.map((exception) => [exception.file, exception.imports]))('%s → %s is still needed', (file, imports) => {
    const full = path.join(repoRoot, file);
    const crossing = importSources(readFileSync(full, 'utf8')).filter(
      (source) => landing(full, source) === imports && importViolation(full, source) !== undefined,
    );
    expect(crossing).not.toEqual([]);
  });
});

describe('orders and the waiting list never import each other, not even through index.ts', () => {
  ruleCases('architecture/imports', {
    says: /do not import each other/,
    refuses: [
      ['backend/src/modules/orders/order-routes.ts', "import { offerForOrder } from '../waiting-list';"],
      ['backend/src/modules/orders/order-routes.ts', "import { offerForOrder } from '../waiting-list/offer-check';"],
      ['backend/src/modules/waiting-list/list-timers.ts', "import { lockOrder } from '../orders';"],
      ['backend/src/modules/waiting-list/list-timers.ts', "import { remainingStock } from '@pokerfest/backend/modules/orders/index';"],
      // their tests too: what both need lives in backend's shared test support
      ['backend/src/modules/waiting-list/waiting-list-race.int.test.ts', "import { lostJobs } from '../orders/testing/overdue-orders';"],
    ],
  });

  it('holds for every file of both, in either direction', () => {
    for (const [a, b] of SEPARATE_MODULES) {
      for (const [from, to] of [[a, b], [b, a]]) {
        const crossing = sourceFiles(path.join(repoRoot, 'backend/src/modules', from!)).flatMap((file) =>
          importSources(readFileSync(file, 'utf8'))
            .filter((source) => landing(file, source)?.startsWith(`backend/src/modules/${to}`))
            .map((source) => `${path.relative(repoRoot, file)} → ${source}`),
        );
        expect(crossing).toEqual([]);
      }
    }
  });

  // both import stock, the context they meet in
  ruleCases('architecture/imports', {
    allows: [
      ['backend/src/modules/orders/reactions.ts', "import { stockRunOf } from '../stock';"],
      ['backend/src/modules/waiting-list/reactions.ts', "import type { StockReactions } from '../stock';"],
    ],
  });
});

const withTrx = (body: string) => `import { sql } from 'kysely';\nimport type { Trx } from '@pokerfest/infra';\nexport async function f(trx: Trx) {\n  ${body}\n}\n`;

describe('a module writes only the tables it owns', () => {
  ruleCases('architecture/table-writes', {
    file: withTrx,
    refuses: [
      // stock_levels is stock's: orders, the waiting list and the catalogue ask stock
      ['backend/src/modules/orders/reactions.ts', "await trx.updateTable('stock_levels').set({ held: 0 }).execute();", /modules\/orders may not write stock_levels: only modules\/stock/],
      ['backend/src/modules/waiting-list/registry.ts', 'await sql`UPDATE stock_levels SET reserved = reserved - 1 WHERE item_id = ${1}`.execute(trx);', /modules\/waiting-list may not write stock_levels/],
      ['backend/src/modules/catalogue/delete-item.ts', "await trx.deleteFrom('stock_levels').execute();", /modules\/catalogue may not write stock_levels/],
      ['backend/src/modules/catalogue/delete-item.ts', "await trx.insertInto('stock_levels as s').values({ item_kind: 'tournament', item_id: 1 }).execute();", /may not write stock_levels/],
      ['backend/src/modules/orders/reactions.ts', 'await sql`INSERT INTO stock_holds (order_id, item_kind, item_id) VALUES (${"a"}, ${"tournament"}, ${1})`.execute(trx);', /may not write stock_holds/],
      ['backend/src/modules/catalogue/delete-item.ts', 'await sql`DELETE FROM waiting_list_entries WHERE item_id = ${1}`.execute(trx);', /only modules\/waiting-list/],
      ['backend/src/modules/stock/stock-rows.ts', "await sql.raw('DELETE FROM waiting_list_offers').execute(trx);", /only modules\/waiting-list/],
      // a read model is the projections package's, an event the event store's
      ['backend/src/modules/loyalty/bookings.ts', "await trx.updateTable('loyalty_transactions').set({ points: 0 }).execute();", /only the projections package/],
      // a table typed as a union of literals: each counts
      ['backend/src/modules/catalogue/delete-item.ts', "const table = 'hotels' as 'hotels' | 'stock_levels';\n  await trx.deleteFrom(table).execute();", /may not write stock_levels/],
    ],
    allows: [
      ['backend/src/modules/stock/stock-rows.ts', 'await sql`INSERT INTO stock_levels AS s (item_kind, item_id, held) VALUES (${"tournament"}, ${1}, 1) ON CONFLICT (item_kind, item_id) DO UPDATE SET held = s.held + 1`.execute(trx);'],
      ['backend/src/modules/orders/reactions.ts', "await trx.insertInto('order_registry').values({ order_id: 'a', festival_id: 'f', user_id: 1 }).execute();"],
      // reading another's table, even under a row lock, is no write
      ['backend/src/modules/waiting-list/items.ts', 'await sql`SELECT held, reserved FROM stock_levels WHERE item_id = ${1} FOR UPDATE`.execute(trx);'],
      ['backend/src/modules/waiting-list/items.ts', 'await sql`SELECT 1 FROM stock_levels FOR NO KEY UPDATE`.execute(trx);'],
      // every context arms its own timers
      ['backend/src/modules/waiting-list/list-timers.ts', 'await sql`UPDATE scheduled_timers SET fired_at = NULL WHERE kind = ${"k"}`.execute(trx);'],
      // tests and test support set up what they need
      ['backend/src/modules/waiting-list/waiting-list-race.int.test.ts', "await trx.updateTable('stock_levels').set({ held: 0 }).execute();"],
      ['backend/src/modules/orders/testing/overdue-orders.ts', 'await sql`INSERT INTO festivals (product_id) VALUES (${"f"})`.execute(trx);'],
      // outside the modules the rule has nothing to say
      ['backend/src/app.ts', "await trx.deleteFrom('stock_levels').execute();"],
    ],
  });

  it('holds for every file of every module (writes with a table written out)', () => {
    const violations = sourceFiles(path.join(repoRoot, 'backend/src/modules')).flatMap((file) =>
      writtenTables(readFileSync(file, 'utf8')).flatMap((table) => {
        const why = tableWriteViolation(file, table);
        return why ? [`${path.relative(repoRoot, file)}: ${why}`] : [];
      }),
    );
    expect(violations).toEqual([]);
  });

  it('names an owner for every table of the database', () => {
    const database = readFileSync(path.join(repoRoot, 'infra/src/db/database.ts'), 'utf8');
    const tables = [...(/export interface Database \{([^}]*)\}/.exec(database)?.[1] ?? '').matchAll(/^\s*([a-z_]+):/gm)].map((match) => match[1]);
    expect(tables.length).toBeGreaterThan(30);
    expect(tables.filter((table) => !(table! in TABLE_OWNERS))).toEqual([]);
  });
});
