// A voucher code in Admin → Vouchers' words (issue 32): its discount, the part of the package it is
// for, its uses against its limit, and the days it is valid.
import type { VoucherTarget, VoucherView } from '@pokerfest/domain';
import { formatDate, formatMoney } from '../catalogue';

export const voucherTargetLabels: Record<VoucherTarget, string> = {
  package: 'Whole package',
  hotel: 'Hotel room',
  tournaments: 'Tournament seats',
  extras: 'Extras',
};

/** '10% off' or '€25.00 off'. */
export function discountText(voucher: Pick<VoucherView, 'discountType' | 'value' | 'currency'>): string {
  return voucher.discountType === 'percent' ? `${voucher.value}% off` : `${formatMoney(voucher.value, voucher.currency)} off`;
}

/** '3 / 100', or '3 / unlimited' without a limit. */
export function usesText(voucher: Pick<VoucherView, 'uses' | 'maxUses'>): string {
  return `${voucher.uses} / ${voucher.maxUses ?? 'unlimited'}`;
}

/** 'Mar 1, 2027 – Mar 31, 2027', 'From Mar 1, 2027', 'Until Mar 31, 2027', or 'Always'. */
export function validityText(voucher: Pick<VoucherView, 'validFrom' | 'validUntil'>): string {
  const from = voucher.validFrom && formatDate(voucher.validFrom);
  const until = voucher.validUntil && formatDate(voucher.validUntil);
  if (from && until) return `${from} – ${until}`;
  if (from) return `From ${from}`;
  if (until) return `Until ${until}`;
  return 'Always';
}

/** The festival a code is for, by its title; 'All festivals' for a code of every festival. */
export function voucherFestival(productId: string | null, titles: ReadonlyMap<string, string>): string {
  if (!productId) return 'All festivals';
  return titles.get(productId) ?? productId;
}

/** The Vouchers tab's search: the code, case-insensitive. */
export function matchesVoucherSearch(voucher: Pick<VoucherView, 'code'>, search: string): boolean {
  return voucher.code.toLowerCase().includes(search.trim().toLowerCase());
}
