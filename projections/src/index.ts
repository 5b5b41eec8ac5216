export * from './projection';
export * from './checkpoints';
export * from './runner';
export * from './registry';
export * from './jobs';
export * from './stream-summaries/query';
export { streamSummaries } from './stream-summaries/projection';
export * from './timers';
export * from './orders';
