// The dashboard's public entry: the query key of the player's orders, refreshed after a booking.
export { myOrdersQueryKey } from './api/get-my-orders';
