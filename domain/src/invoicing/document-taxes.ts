import type { ComponentKind } from '../ordering/cancellation-policy';
import type { DocumentLine, DocumentTaxLine } from './document';
import type { SellerSettings, TaxRule } from './seller-settings';

const ruleKey = (rule: TaxRule) => (rule.kind === 'rate' ? `rate:${rule.ratePercent}` : `none:${rule.note}`);

/**
 * Prices are gross, so tax is the part of a group's gross that the rate makes:
 * gross × rate / (100 + rate), rounded half up once per rate (not per line, so lines never add up
 * to a cent more or less than the group). Lines shown without tax are grouped by their note.
 */
export function taxLines(lines: readonly DocumentLine[], taxes: Readonly<Record<ComponentKind, TaxRule>>): DocumentTaxLine[] {
  const groups = new Map<string, { rule: TaxRule; grossCents: number }>();
  for (const line of lines) {
    const rule = taxes[line.kind];
    const key = ruleKey(rule);
    const group = groups.get(key) ?? { rule, grossCents: 0 };
    group.grossCents += line.amountCents;
    groups.set(key, group);
  }
  return [...groups.values()].map(({ rule, grossCents }) => {
    if (rule.kind === 'none') return { ratePercent: null, note: rule.note, grossCents, netCents: grossCents, taxCents: 0 };
    const basisPoints = Math.round(rule.ratePercent * 100);
    const taxCents = Math.sign(grossCents) * Math.round((Math.abs(grossCents) * basisPoints) / (10_000 + basisPoints));
    return { ratePercent: rule.ratePercent, note: null, grossCents, netCents: grossCents - taxCents, taxCents };
  });
}

export type DocumentTaxes = SellerSettings['taxes'];
