// Issue 30's sales queue as the shop front meets it: the festival's status (read only when some
// "sales open at" may still matter), what it holds back from booking, the panel that shows it (its
// code loaded on demand) and the admission the order placements send.
export { useSalesQueue } from './use-sales-queue';
export { bookingHold, itemOnSaleFrom, opensWholeFestival } from './sales-hold';
export { serverNow } from './queue-reading';
export { SalesPanelOnDemand } from './components/sales-panel-on-demand';
export { withAdmission } from './admission-storage';
