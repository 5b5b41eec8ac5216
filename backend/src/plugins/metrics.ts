import fp from 'fastify-plugin';
import type { ShopMetrics } from '@pokerfest/infra';

/**
 * Times every answered request into the process's metrics, labelled with the matched route
 * pattern (`/api/orders/:id`, never the raw URL, so ids and probes cannot blow up the series).
 * Registered first in the app, so every route, the 404s included, is measured.
 */
export const httpMetricsPlugin = fp<{ metrics: ShopMetrics }>(
  async (app, { metrics }) => {
    app.addHook('onResponse', async (request, reply) => {
      metrics.observeResponse({
        method: request.method,
        route: request.routeOptions.url,
        statusCode: reply.statusCode,
        seconds: reply.elapsedTime / 1000,
      });
    });
  },
  { name: 'http-metrics' },
);
