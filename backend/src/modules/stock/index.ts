// Stock: the rooms and seats of each item as counters, the only writer of `stock_levels` and
// `stock_holds`. Orders hold and release through it, the waiting list sets units aside and follows
// its events, the catalogue asks it before an item's capacity changes or the item goes.
export { createStock, type HoldClaim, type Stock, type StockDeps } from './stock';
export { StockNotices, type FreedListener } from './stock-notices';
export { announceStockChangesThrough, onStockChanged, STOCK_CHANGED_CHANNEL } from './stock-changes';
export { StockView, watchedStockView, type Remaining } from './stock-view';
export { stockRunOf, type StockReaction, type StockReactionContext, type StockReactions, type StockRun } from './stock-run';
export { capacityOf, countersOf, firstSoldOut, remainingStock } from './stock-levels';
