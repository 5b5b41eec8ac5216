export * from './types';
export { ConcurrencyError, AppendOrderError } from './errors';
export { EventStore, type AppendRequest, type EventStoreOptions, type InlineProjector } from './event-store';
export { handleCommand, type CommandContext, type CommandRequest, type CommandResult } from './handle';
export { readAllAfter, readStream, streamVersion } from './read';
