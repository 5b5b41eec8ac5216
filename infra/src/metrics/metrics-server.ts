import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';

export interface MetricsServer {
  /** The address it is bound to. */
  readonly host: string;
  /** The port it listens on (the one asked for, or the system's choice for 0 in tests). */
  readonly port: number;
  close(): Promise<void>;
}

/**
 * Serves `GET /metrics` on a port of its own, apart from the public API: what it tells (traffic,
 * backlog, failures) is for the operator's Prometheus, so it is bound to `host` (loopback unless
 * configured) and never reachable through the shop's port or its proxy.
 */
export async function startMetricsServer(options: { registry: Registry; host: string; port: number; logger: Pick<Logger, 'warn' | 'info'> }): Promise<MetricsServer> {
  const { registry, logger } = options;
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: metrics are at GET /metrics\n');
      return;
    }
    registry.metrics().then(
      (body) => response.writeHead(200, { 'content-type': registry.contentType }).end(request.method === 'HEAD' ? undefined : body),
      (error: unknown) => {
        logger.warn({ err: error }, 'metrics could not be collected');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics could not be collected\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { address: host, port } = server.address() as AddressInfo;
  logger.info({ host, port }, 'metrics served at /metrics');
  return {
    host,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
