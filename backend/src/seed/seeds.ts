import type { Logger } from 'pino';
import type { Config, Db, Trx } from '@pokerfest/infra';
import { demoAccounts } from './demo-accounts';
import { demoCatalogue } from './demo-catalogue';
import { demoPhotos } from './demo-photos';
import { demoSeller } from './demo-seller';
import { demoPromotions } from './demo-promotions';

/** A named, run-once piece of demo data. */
export interface Seed {
  name: string;
  run(trx: Trx): Promise<void>;
}

/** Demo data for development and tests (refused in production); the seller's support e-mail is the configured one. */
export function demoSeeds(config: Pick<Config, 'SUPPORT_EMAIL'>): readonly Seed[] {
  return [demoAccounts, demoCatalogue, demoPhotos, demoSeller(config), demoPromotions];
}

/** Runs each seed that has not run on this database yet, recording it in the same transaction. */
export async function runSeeds(db: Db, list: readonly Seed[]): Promise<string[]> {
  const ran: string[] = [];
  for (const seed of list) {
    const done = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('seed_runs')
        .values({ seed: seed.name })
        .onConflict((oc) => oc.column('seed').doNothing())
        .returning('seed')
        .executeTakeFirst();
      if (claimed) await seed.run(trx);
      return Boolean(claimed);
    });
    if (done) ran.push(seed.name);
  }
  return ran;
}

export async function seedOnFirstStart(db: Db, logger: Logger, list: readonly Seed[]): Promise<void> {
  const ran = await runSeeds(db, list);
  if (ran.length) logger.info({ seeds: ran }, 'demo data seeded');
}
