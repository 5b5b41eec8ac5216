/** Someone else appended to the stream first; the command reloads and decides again. */
export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number,
  ) {
    super(`Stream ${streamId} is no longer at version ${expectedVersion}`);
    this.name = 'ConcurrencyError';
  }
}

/** The append was not the transaction's first write: readers could then skip events. */
export class AppendOrderError extends Error {
  constructor() {
    super('An event append must be the first write of its transaction');
    this.name = 'AppendOrderError';
  }
}
