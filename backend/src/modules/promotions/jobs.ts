// Promotions follow ordering's events in every process that runs order commands (the API and the worker).
export { promotionsOrderReactions } from './reactions';
