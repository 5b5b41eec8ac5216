// `make bench` part 2: catalogue reads at 50 concurrent connections, beside a bare Fastify route
// serving the same JSON from memory, both measured in this run.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, startNodeProcess, stop } from './processes';

const seconds = Number(process.env.BENCH_HTTP_SECONDS ?? 8);
const paths = ['/api/products', '/api/products/vienna-spring-2027/tournaments'];

const apiPort = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
const api = await startNodeProcess(
  'dist/server/api.js',
  [],
  { PORT: String(apiPort), NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' },
  async () => (await fetch(`http://127.0.0.1:${apiPort}/api/products`)).ok,
);
const bodies: Record<string, string> = {};
for (const url of paths) bodies[url] = await (await fetch(`http://127.0.0.1:${apiPort}${url}`)).text();
const bodiesFile = path.join(dataDir, 'bodies.json');
writeFileSync(bodiesFile, JSON.stringify(bodies));
const barePort = await freePort();
const bare = await startNodeProcess('scripts/bench/bare-server.ts', [bodiesFile], { PORT: String(barePort) }, async () => (await fetch(`http://127.0.0.1:${barePort}${paths[0]}`)).ok);

async function load(port: number, url: string) {
  const result = await autocannon({ url: `http://127.0.0.1:${port}${url}`, connections: 50, duration: seconds });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

console.log(`\nCatalogue reads, 50 connections, ${seconds} s each (API on the embedded database; the cache answers from memory)`);
for (const url of paths) {
  // Warm both up first: JIT and connection set-up are not what is being compared.
  await autocannon({ url: `http://127.0.0.1:${apiPort}${url}`, connections: 50, duration: 2 });
  await autocannon({ url: `http://127.0.0.1:${barePort}${url}`, connections: 50, duration: 2 });
  const ceiling = await load(barePort, url);
  const measured = await load(apiPort, url);
  console.log(
    `GET ${url}: ${Math.round(measured.rps)} req/s, p99 ${measured.p99} ms | bare Fastify ${Math.round(ceiling.rps)} req/s, p99 ${ceiling.p99} ms | throughput ratio ${(measured.rps / ceiling.rps).toFixed(2)}, p99 ratio ${(measured.p99 / Math.max(ceiling.p99, 1)).toFixed(2)}${measured.errors ? ` | ${measured.errors} errors` : ''}`,
  );
}
await stop(bare);
await stop(api);
