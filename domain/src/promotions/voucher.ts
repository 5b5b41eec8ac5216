// A voucher code's terms and the rules that decide whether it applies to a package (issue 32). Pure:
// the caller hands in the code's row, the buyer's earlier uses, the festival and the clock; the
// definitive count of uses is taken under the code's row lock when the order is placed.
import { ConflictError, ValidationError } from '../shared/errors';
import { formatCents } from '../shared/shop-format';

export const discountTypes = ['percent', 'amount'] as const;
export type DiscountType = (typeof discountTypes)[number];

/** The part of the package a code discounts: all of it, or only the room, the paid seats or the extras. */
export const voucherTargets = ['package', 'hotel', 'tournaments', 'extras'] as const;
export type VoucherTarget = (typeof voucherTargets)[number];

export interface VoucherTerms {
  id: number;
  /** As stored: trimmed and upper-case. */
  code: string;
  discountType: DiscountType;
  /** A percentage (up to two decimals) for 'percent'; cents for 'amount'. */
  value: number;
  appliesTo: VoucherTarget;
  /** The one festival it is for; null for every festival. */
  productId: string | null;
  /** Null: unlimited. */
  maxUses: number | null;
  maxUsesPerPlayer: number;
  /** Orders holding a use now (placed and not given back). */
  uses: number;
  validFrom: string | null;
  validUntil: string | null;
  minTotalCents: number;
  /** Orders with the code count toward this agent's commission. */
  agentId: number | null;
  active: boolean;
}

/** Codes are matched without regard to case or the spaces around them. */
export function normaliseVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Every reason a code is refused, each with the status it answers. */
export const voucherRefusals = [
  'voucher_unknown',
  'voucher_inactive',
  'voucher_not_yet_valid',
  'voucher_expired',
  'voucher_used_up',
  'voucher_already_used',
  'voucher_wrong_festival',
  'voucher_below_minimum',
  'voucher_not_applicable',
] as const;
export type VoucherRefusal = (typeof voucherRefusals)[number];

/** Refusals that depend on other orders (a race can change them): 409; the others are the code's own: 400. */
const CONFLICTS: ReadonlySet<VoucherRefusal> = new Set(['voucher_used_up', 'voucher_already_used']);

const TARGET_WORDS: Record<Exclude<VoucherTarget, 'package'>, string> = { hotel: 'the hotel room', tournaments: 'tournament seats', extras: 'extras' };

const dayOf = (iso: string) => new Date(iso).toISOString().slice(0, 10);

/** The refusal as the API answers it: the player reads `error`, a client branches on `details.reason`. */
export function refuseVoucher(reason: VoucherRefusal, facts: { code: string; terms?: VoucherTerms; currency?: string }): never {
  const { terms, code } = facts;
  const messages: Record<VoucherRefusal, string> = {
    voucher_unknown: `We do not know the code ${code}. Please check it and try again.`,
    voucher_inactive: `The code ${code} is no longer valid.`,
    voucher_not_yet_valid: `The code ${code} is valid from ${terms?.validFrom ? dayOf(terms.validFrom) : 'a later day'}.`,
    voucher_expired: `The code ${code} expired${terms?.validUntil ? ` on ${dayOf(terms.validUntil)}` : ''}.`,
    voucher_used_up: `The code ${code} has been used up.`,
    voucher_already_used: `You have already used the code ${code}.`,
    voucher_wrong_festival: `The code ${code} is not for this festival.`,
    voucher_below_minimum: `The code ${code} needs a package of at least ${formatCents(terms?.minTotalCents ?? 0, facts.currency)}.`,
    voucher_not_applicable: `The code ${code} is for ${terms && terms.appliesTo !== 'package' ? TARGET_WORDS[terms.appliesTo] : 'a package'}, and your package has none to discount.`,
  };
  const details = { reason, field: 'voucherCode', code };
  if (CONFLICTS.has(reason)) throw new ConflictError(messages[reason], details);
  throw new ValidationError(messages[reason], details);
}

export interface VoucherFacts {
  now: Date;
  productId: string;
  /** The package before any discount. */
  subtotalCents: number;
  /** Orders of this buyer holding a use of the code now. */
  usesByPlayer: number;
}

/** Why the code cannot be used for this package now (null: it can); the amounts it discounts are priced by the package's price. */
export function voucherRefusal(terms: VoucherTerms, facts: VoucherFacts): VoucherRefusal | null {
  const at = facts.now.getTime();
  if (!terms.active) return 'voucher_inactive';
  if (terms.validFrom && at < Date.parse(terms.validFrom)) return 'voucher_not_yet_valid';
  if (terms.validUntil && at > Date.parse(terms.validUntil)) return 'voucher_expired';
  if (terms.productId !== null && terms.productId !== facts.productId) return 'voucher_wrong_festival';
  if (terms.maxUses !== null && terms.uses >= terms.maxUses) return 'voucher_used_up';
  if (facts.usesByPlayer >= terms.maxUsesPerPlayer) return 'voucher_already_used';
  if (facts.subtotalCents < terms.minTotalCents) return 'voucher_below_minimum';
  return null;
}

/** 'Code SPRING10 (10 %)', 'Code WELCOME (€50.00)': the discount's line on every screen and document. */
export function voucherLabel(terms: Pick<VoucherTerms, 'code' | 'discountType' | 'value'>, currency: string): string {
  const what = terms.discountType === 'percent' ? `${terms.value} %` : formatCents(terms.value, currency);
  return `Code ${terms.code} (${what})`;
}
