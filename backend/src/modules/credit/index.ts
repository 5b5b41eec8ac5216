// Tournament credit (issue 32): the only writer of `credit_lots` and `credit_entries`. Admins grant
// and take back credit (events on the player's credit stream); orders take it and give it back
// through its reactions to their events; ordering reads what a player may spend through `usableCredit`.
export { creditRoutes as creditModule, type CreditDeps } from './credit-routes';
export { usableCredit } from './credit-ledger';
export { creditOrderReactions } from './reactions';
