// Credit follows ordering's events in every process that runs order commands (the API and the worker).
export { creditOrderReactions } from './reactions';
