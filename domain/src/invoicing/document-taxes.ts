import { componentKinds, type ComponentKind } from '../ordering/cancellation-policy';
import type { DocumentLine, DocumentTaxLine } from './document';
import type { SellerSettings, TaxRule } from './seller-settings';

const ruleKey = (rule: TaxRule) => (rule.kind === 'rate' ? `rate:${rule.ratePercent}` : `none:${rule.note}`);

/** What a line adds to each part's gross: a part's line its amount, a discount its share of each part it came off. */
function partsOf(line: DocumentLine): [ComponentKind, number][] {
  if (line.kind !== 'discount') return [[line.kind, line.amountCents]];
  const byPart = line.byPart;
  return byPart ? componentKinds.filter((kind) => byPart[kind] !== 0).map((kind) => [kind, byPart[kind]]) : [];
}

/**
 * Prices are gross, so tax is the part of a group's gross that the rate makes:
 * gross × rate / (100 + rate), rounded half up once per rate (not per line, so lines never add up
 * to a cent more or less than the group). Lines shown without tax are grouped by their note. A
 * discount (issue 32) lowers the gross of the parts it came off, so each is taxed on what was paid.
 */
export function taxLines(lines: readonly DocumentLine[], taxes: Readonly<Record<ComponentKind, TaxRule>>): DocumentTaxLine[] {
  const groups = new Map<string, { rule: TaxRule; grossCents: number }>();
  for (const [kind, amountCents] of lines.flatMap(partsOf)) {
    const rule = taxes[kind];
    const key = ruleKey(rule);
    const group = groups.get(key) ?? { rule, grossCents: 0 };
    group.grossCents += amountCents;
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
