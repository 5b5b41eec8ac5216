export * from './types';
export { ConcurrencyError, AppendOrderError, ConcurrentUpdateError, isConcurrencyConflict, isRetryableConflict } from './errors';
export { EventStore, DEFAULT_STREAM_LOCK_TIMEOUT_MS, type AppendRequest, type ConflictListener, type EventStoreOptions, type InlineProjector, type LockedStream, type StreamAppend } from './event-store';
export { handleCommand, retryDelayMs, type CommandContext, type CommandRequest, type CommandResult } from './handle';
export { readAllAfter, readStream, streamVersion } from './read';
export { aggregate, asStreamEvents, bareEvent, UnexpectedEventError, type EventFold } from './typed-events';
export { AfterCommit, afterCommitHooks, react, type Reaction, type ReactionContext, type Reactions } from './reactions';
