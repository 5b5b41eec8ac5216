// `make bench` part 2: catalogue reads at 50 concurrent connections, beside a bare Fastify route
// serving the same JSON from memory, both measured in this run: on the embedded database, and on
// Postgres when DATABASE_URL is set (a scratch database of its own). The room and tournament lists
// merge what is left of each item from stock's in-memory view (issue 30).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchDatabase } from './database';
import { freePort, startNodeProcess, stop } from './processes';
import { benchEnv } from './sessions';

const seconds = Number(process.env.BENCH_HTTP_SECONDS ?? 8);
const paths = ['/api/products', '/api/products/vienna-spring-2027/tournaments'];

/**
 * Throughput, and the p99 of every 2xx answer's own time: autocannon's histogram keeps whole
 * milliseconds, and at 4–8 ms one of them moved the p99 ratio by 0.2–0.5.
 */
async function load(port: number, url: string) {
  const times: number[] = [];
  const result = await autocannon({ url: `http://127.0.0.1:${port}${url}`, connections: 50, duration: seconds }).on('response', (_client, status, _bytes, ms) => {
    if (status < 300) times.push(ms);
  });
  times.sort((a, b) => a - b);
  const p99 = times.length > 0 ? times[Math.ceil(times.length * 0.99) - 1]! : result.latency.p99;
  return { rps: result.requests.average, p99, errors: result.errors + result.non2xx };
}

async function startApi(name: string, databaseUrl: string) {
  const port = await freePort();
  const env: Record<string, string> = { ...benchEnv(name, port), DATABASE_URL: databaseUrl, REDIS_URL: '' };
  const api = await startNodeProcess('dist/server/api.js', [], env, async () => (await fetch(`http://127.0.0.1:${port}/api/products`)).ok);
  return { api, port, dataDir: env.DATA_DIR! };
}

/** The API's answers beside bare Fastify's, serving the bodies the API gave. */
async function measure(label: string, name: string, databaseUrl: string): Promise<void> {
  const { api, port, dataDir } = await startApi(name, databaseUrl);
  const bodies: Record<string, string> = {};
  for (const url of paths) bodies[url] = await (await fetch(`http://127.0.0.1:${port}${url}`)).text();
  const bodiesFile = path.join(dataDir, 'bodies.json');
  writeFileSync(bodiesFile, JSON.stringify(bodies));
  const barePort = await freePort();
  const bare = await startNodeProcess('scripts/bench/bare-server.ts', [bodiesFile], { PORT: String(barePort) }, async () => (await fetch(`http://127.0.0.1:${barePort}${paths[0]}`)).ok);
  console.log(`\nCatalogue reads, 50 connections, ${seconds} s each (API on ${label}; the cache and stock's view answer from memory)`);
  try {
    for (const url of paths) {
      // Warm both up first: JIT and connection set-up are not what is being compared.
      await autocannon({ url: `http://127.0.0.1:${port}${url}`, connections: 50, duration: 2 });
      await autocannon({ url: `http://127.0.0.1:${barePort}${url}`, connections: 50, duration: 2 });
      const ceiling = await load(barePort, url);
      const measured = await load(port, url);
      console.log(
        `GET ${url}: ${Math.round(measured.rps)} req/s, p99 ${measured.p99.toFixed(1)} ms | bare Fastify ${Math.round(ceiling.rps)} req/s, p99 ${ceiling.p99.toFixed(1)} ms | throughput ratio ${(measured.rps / ceiling.rps).toFixed(2)}, p99 ratio ${(measured.p99 / Math.max(ceiling.p99, 0.1)).toFixed(2)}${measured.errors ? ` | ${measured.errors} errors` : ''}`,
      );
    }
  } finally {
    await stop(bare);
    await stop(api);
  }
}

await measure('the embedded database', 'http-embedded', '');
if (process.env.DATABASE_URL) {
  const database = await benchDatabase();
  try {
    await measure(database.label, 'http-postgres', database.url!);
  } finally {
    await database.close();
  }
}
