import { DEFAULT_LOYALTY_RULES, LOYALTY_CONFIG_KEYS, type LoyaltyRules } from '@pokerfest/domain';
import type { Executor } from './database';

const RULE_OF_KEY = new Map((Object.keys(LOYALTY_CONFIG_KEYS) as (keyof LoyaltyRules)[]).map((rule) => [LOYALTY_CONFIG_KEYS[rule].key, rule]));

/**
 * The loyalty rules as `loyalty_config` says them. A key missing (or not a finite number) keeps its
 * default, so a half-edited table never stops points from being awarded.
 */
export async function loadLoyaltyRules(db: Executor): Promise<LoyaltyRules> {
  const rows = await db.selectFrom('loyalty_config').select(['key', 'value']).where('key', 'in', [...RULE_OF_KEY.keys()]).execute();
  const rules: LoyaltyRules = { ...DEFAULT_LOYALTY_RULES };
  for (const row of rows) {
    const rule = RULE_OF_KEY.get(row.key);
    const value = Number(row.value);
    if (rule && Number.isFinite(value)) rules[rule] = value;
  }
  return rules;
}
