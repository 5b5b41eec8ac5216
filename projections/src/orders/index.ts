export { ordersProjection, occurredAt } from './projection';
export { evolveOrderView, placedView } from './order-view';
export { ordersOfUser, orderById, ordersForAdmin, orderStats, outstandingBalances } from './query';
