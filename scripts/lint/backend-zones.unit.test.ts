import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, ruleMessages } from './lint-messages';
import { importViolation } from './architecture.js';
import { landing } from './backend-zones.js';
import { importSources } from './feature-imports.js';
import { ZONE_EXCEPTIONS } from './zone-exceptions.js';

const zoneErrors = (file: string, code: string) => ruleMessages('architecture/imports', file, code);

describe('infra and projections import no module and not the worker', () => {
  it.each([
    ['infra/src/db/connect.ts', "import { ordersModule } from '../../../backend/src/modules/orders';"],
    ['infra/src/event-store/handle.ts', "export async function jobs() { return import('@pokerfest/backend/modules/orders/jobs'); }"],
    ['infra/src/queue/timers.ts', "import { startWorker } from '@pokerfest/workers/worker';"],
    ['projections/src/jobs.ts', "import { placeOrder } from '@pokerfest/backend/modules/orders/place-order';"],
    ['projections/src/runner.ts', "import { startWorker } from '../../workers/src/worker';"],
  ])('refuses %s: %s', async (file, code) => {
    expect(await zoneErrors(file, code)).toEqual([expect.stringMatching(/may not import (backend|workers)/)]);
  });
});

describe('a module imports another module only through its index.ts', () => {
  it.each([
    ['backend/src/modules/loyalty/summary-routes.ts', "import { placeOrder } from '../orders/place-order';"],
    ['backend/src/modules/orders/order-routes.ts', "import type { UserRow } from '../identity/users-repository';"],
    ['backend/src/modules/catalogue/cache.ts', "export { loyaltySummaryRoutes } from '@pokerfest/backend/modules/loyalty/summary-routes';"],
    ['backend/src/modules/orders/place-order.ts', "import { toPublicUser } from '../identity/public-user';"],
    // an exception once, gone since identity's index.ts exports the user row
    ['backend/src/modules/orders/place-order.ts', "import type { UserRow } from '../identity/users-repository';"],
    ['backend/src/modules/orders/place-order.ts', "import { confirmedOrder } from '../loyalty/testing/loyalty-fixture';"],
    ['backend/src/plugins/access.ts', "import { registerAccount } from '../modules/identity/account-service';"],
  ])('refuses %s: %s', async (file, code) => {
    expect(await zoneErrors(file, code)).toEqual([expect.stringMatching(/only through its index\.ts/)]);
  });

  it.each([
    ['backend/src/modules/loyalty/summary-routes.ts', "import { ordersModule } from '../orders';"],
    ['backend/src/modules/loyalty/summary-routes.ts', "import { ordersModule } from '../orders/index';"],
    ['backend/src/modules/orders/place-order.ts', "import { registerAccount } from '@pokerfest/backend/modules/identity/index';"],
    ['backend/src/modules/orders/order-routes.ts', "import { placeOrder } from './place-order';"],
    ['backend/src/modules/orders/order-routes.ts', "import { requireUser } from '../../plugins/auth';"],
    ['backend/src/modules/shop/shop.int.test.ts', "import { confirmedOrder } from '../loyalty/testing/loyalty-fixture';"],
    ['backend/src/app.ts', "import { adminUsersRoutes } from './modules/admin/users-routes';"],
    // a listed exception (zone-exceptions.js): allowed in that file only, for that target only
    ['backend/src/plugins/auth.ts', "import { findUserById } from '../modules/identity/users-repository';"],
  ])('allows %s: %s', async (file, code) => {
    expect(await zoneErrors(file, code)).toEqual([]);
  });
});

describe('workers import from backend only the job entry points', () => {
  it.each([
    ['workers/src/worker.ts', "import { ordersModule } from '@pokerfest/backend/modules/orders';"],
    ['workers/src/worker.ts', "import { orderRoutes } from '@pokerfest/backend/modules/orders/order-routes';"],
    ['workers/src/worker.ts', "import { requireUser } from '../../backend/src/plugins/auth';"],
    ['workers/src/main.ts', "import { createServer } from '@pokerfest/backend/app';"],
    // backend's test support is for the worker's tests only
    ['workers/src/worker.ts', "import { testContextJobs } from '@pokerfest/backend/testing/context-jobs';"],
  ])('refuses %s: %s', async (file, code) => {
    expect(await zoneErrors(file, code)).toEqual([expect.stringMatching(/only the job entry points/)]);
  });

  it.each([
    ['workers/src/worker.ts', "import { orderingJobs } from '@pokerfest/backend/modules/orders/jobs';"],
    ['workers/src/worker.ts', "import { loyaltyJobs } from '../../backend/src/modules/loyalty/jobs';"],
    ['workers/src/worker.ts', "import { contextJobs } from '@pokerfest/backend/jobs';"],
    ['workers/src/worker-crash.int.test.ts', "import { placeOverdueOrders } from '@pokerfest/backend/modules/orders/testing/overdue-orders';"],
  ])('allows %s: %s', async (file, code) => {
    expect(await zoneErrors(file, code)).toEqual([]);
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
