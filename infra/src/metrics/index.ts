export { ShopMetrics } from './shop-metrics';
export { COLLECT_TIMEOUT_MS, registerBacklogGauges, type BacklogSources } from './backlog';
export { startMetricsServer, type MetricsServer } from './metrics-server';
export { serveProcessMetrics, type ServedMetrics } from './process-metrics';
