import type { Logger } from 'pino';
import type { Db } from '../db';
import type { EventStore } from '../event-store';
import { BullmqQueue, type JobQueue } from '../queue';
import { registerBacklogGauges } from './backlog';
import { startMetricsServer, type MetricsServer } from './metrics-server';
import { ShopMetrics } from './shop-metrics';

export interface ServedMetrics {
  metrics: ShopMetrics;
  server: MetricsServer;
  close(): Promise<void>;
}

/**
 * A process's metrics as both composition roots wire them: its own registry, the order events its
 * store appends, the database and queue gauges, and the endpoint on `port` (0: a port the system
 * picks, for tests; a configured 0 means no metrics, which the caller decides).
 */
export async function serveProcessMetrics(options: {
  port: number;
  host: string;
  db: Db;
  store: EventStore;
  projections: readonly string[];
  queue: JobQueue;
  logger: Pick<Logger, 'warn' | 'info'>;
  now?: () => Date;
}): Promise<ServedMetrics> {
  const metrics = new ShopMetrics();
  const stopCounting = metrics.countAppends(options.store);
  const queue = options.queue instanceof BullmqQueue ? options.queue : undefined;
  registerBacklogGauges(metrics, {
    db: options.db,
    projections: options.projections,
    jobCounts: queue && (() => queue.jobCounts()),
    now: options.now ?? (() => new Date()),
  });
  const server = await startMetricsServer({ registry: metrics.registry, host: options.host, port: options.port, logger: options.logger });
  return {
    metrics,
    server,
    close: async () => {
      stopCounting();
      await server.close();
    },
  };
}
