import type { Trx } from '@pokerfest/infra';
import type { Seed } from './seeds';

// Demo codes and credit (issue 32), development and test only: a welcome code for any festival, a
// hotel code for Vienna, the demo agent's code, and €250 of tournament credit for the demo player
// (a satellite win). The credit is written as its lot and ledger line only: an admin's grant is an
// event on the player's credit stream, which a seed (a transaction that wrote before) cannot append.

const DEMO_CODES = [
  { code: 'WELCOME10', discount_type: 'percent' as const, percent: 10, amount_cents: null, applies_to: 'package' as const, product_id: null, max_uses: null, agent: false },
  { code: 'VIENNAHOTEL', discount_type: 'amount' as const, percent: null, amount_cents: 5_000, applies_to: 'hotel' as const, product_id: 'vienna-spring-2027', max_uses: 100, agent: false },
  { code: 'AGENT5', discount_type: 'percent' as const, percent: 5, amount_cents: null, applies_to: 'package' as const, product_id: null, max_uses: null, agent: true },
];

export const demoPromotions: Seed = {
  name: 'demo-promotions',
  async run(trx: Trx) {
    const now = new Date();
    const users = await trx.selectFrom('users').select(['id', 'username']).where('username', 'in', ['agent', 'player']).execute();
    const agent = users.find((user) => user.username === 'agent');
    const player = users.find((user) => user.username === 'player');
    for (const { agent: byAgent, ...code } of DEMO_CODES) {
      await trx
        .insertInto('vouchers')
        .values({ ...code, max_uses_per_player: 1, valid_from: null, valid_until: null, min_total_cents: 0, agent_id: byAgent ? (agent?.id ?? null) : null, active: true, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
    }
    if (!player) return;
    const lot = await trx.insertInto('credit_lots').values({ user_id: player.id, amount_cents: 25_000, remaining_cents: 25_000, expires_at: null, created_at: now }).returning('id').executeTakeFirstOrThrow();
    await trx
      .insertInto('credit_entries')
      .values({ user_id: player.id, kind: 'granted', amount_cents: 25_000, reason: 'Demo: satellite win, Vienna Spring warm-up', lot_id: lot.id, shares: '[]', admin_id: null, created_at: now })
      .execute();
  },
};
