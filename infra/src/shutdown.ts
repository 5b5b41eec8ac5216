import type { Logger } from 'pino';

/**
 * SIGTERM / SIGINT: run `stop` once (finish the work in hand, close connections), exit 0; exit 1
 * when it fails or outlasts `timeoutMs`.
 */
export function stopOnSignals(options: { logger: Logger; timeoutMs: number; stop: () => Promise<void>; stoppedMessage: string }): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      options.logger.info({ signal }, 'finishing the work in hand, then exiting');
      const force = setTimeout(() => {
        options.logger.error('shutdown timed out');
        process.exit(1);
      }, options.timeoutMs);
      force.unref();
      options.stop().then(
        () => {
          options.logger.info(options.stoppedMessage);
          process.exit(0);
        },
        (error: unknown) => {
          options.logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
