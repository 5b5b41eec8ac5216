import { hashPassword, type Trx } from '@pokerfest/infra';
import { insertUser } from '../modules/identity/users-repository';
import type { Seed } from './seeds';

/** The demo accounts the README lists; development and test only (seeding is refused in production). */
export const DEMO_ACCOUNTS = [
  { username: 'admin', email: 'admin@demo.pokerfest.test', password: 'admin123', role: 'admin', referralCode: 'REF-ADM-0001' },
  { username: 'agent', email: 'agent@demo.pokerfest.test', password: 'agent123', role: 'agent', referralCode: 'REF-AGE-0001' },
  { username: 'player', email: 'player@demo.pokerfest.test', password: 'player123', role: 'player', referralCode: 'REF-PLA-0001' },
] as const;

export const demoAccounts: Seed = {
  name: 'demo-accounts',
  async run(trx: Trx) {
    let agentId: number | null = null;
    for (const account of DEMO_ACCOUNTS) {
      const user = await insertUser(trx, {
        username: account.username,
        email: account.email,
        passwordHash: await hashPassword(account.password),
        referralCode: account.referralCode,
        referredBy: account.role === 'player' ? agentId : null,
        role: account.role,
        isEmailVerified: true,
      });
      if (account.role === 'agent') agentId = user.id;
    }
  },
};
