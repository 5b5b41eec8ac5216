export { runOrderCommand, loadOrderState, ORDER_HOLD_TIMER_KIND, PAYMENT_REFUND_TIMER_KIND, type OrderCommandDeps, type OrderCommandContext, type OrderCommandResult } from './order-commands';
export { holdStock, releaseStock } from './stock-holds';
export { bookingConfirmationEmail } from './order-mail';
