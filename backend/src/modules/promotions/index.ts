// Promotions (issue 32): voucher codes, the only writer of `vouchers` and `voucher_uses`. Admins
// manage the codes; ordering prices a code through `voucherForPricing` and the uses follow each
// order's events (reactions.ts), in the order's own transaction.
export { voucherRoutes as promotionsModule, type PromotionsDeps } from './voucher-routes';
export { voucherForPricing } from './voucher-rows';
export { promotionsOrderReactions } from './reactions';
