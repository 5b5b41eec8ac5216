// What other features use of booking changes: asking for a quote (the admin's cancellation shows the
// server's own figure before it confirms).
export { requestQuote } from './change-calls';
