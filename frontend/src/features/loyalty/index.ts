// Loyalty's public entry: the member's points, the programme's rules, and the words for both.
export * from './loyalty-words';
export { loyaltyConfigQueryKey, useLoyaltyConfig, useLoyaltyRules } from './api/get-loyalty-config';
export { loyaltySummaryQueryKey, useLoyaltySummary } from './api/get-loyalty-summary';
