// `make bench` part 5: how fast the API and the worker start and how much memory they hold idle,
// compiled (dist/server, what production runs) and, for comparison, through tsx (what `make dev`
// runs). Start-up is process start → the "serving" (API) or "worker started" log line, with the
// migrations already applied by a first start. Idle memory is the resident set a few seconds after
// one health request. Uses DATABASE_URL/REDIS_URL when set; else the API on the embedded database.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, nodeArguments } from './processes';

const START_TARGET_MS = 1500;
const IDLE_RSS_TARGET_MB = 120;
const IDLE_SETTLE_MS = Number(process.env.BENCH_IDLE_SETTLE_MS ?? 3000);
const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 3);

interface Started {
  startMs: number;
  idleRssMb: number;
}

function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((row) => row.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
}

/** Starts `entry`, waits for the log line that says it is ready, then measures it idle and stops it. */
async function startOnce(entry: string, readyMessage: string, env: NodeJS.ProcessEnv, poke?: () => Promise<unknown>): Promise<Started> {
  const spawnedAt = Date.now();
  const child = spawn(process.execPath, nodeArguments(entry), { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const readyAt = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${entry} did not log "${readyMessage}" in time`)), 60_000);
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      for (let newline = pending.indexOf('\n'); newline >= 0; newline = pending.indexOf('\n')) {
        const line = pending.slice(0, newline);
        pending = pending.slice(newline + 1);
        if (line.includes(`"msg":"${readyMessage}"`)) {
          clearTimeout(timer);
          resolve(Number(JSON.parse(line).time));
        }
      }
    });
    child.once('exit', (code) => reject(new Error(`${entry} exited with ${code} before it was ready`)));
  });
  await poke?.();
  await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
  const idleRssMb = residentMb(child.pid!);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return { startMs: readyAt - spawnedAt, idleRssMb };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(label: string, entry: string, readyMessage: string, env: NodeJS.ProcessEnv, poke?: () => Promise<unknown>): Promise<void> {
  await startOnce(entry, readyMessage, env, poke); // applies the migrations; not counted
  const runs: Started[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await startOnce(entry, readyMessage, env, poke));
  const startMs = median(runs.map((run) => run.startMs));
  const idleRssMb = median(runs.map((run) => run.idleRssMb));
  const verdict = (value: number, target: number) => (value <= target ? 'met' : 'MISSED');
  console.log(
    `${label}: start ${startMs} ms (target ≤ ${START_TARGET_MS} ms: ${verdict(startMs, START_TARGET_MS)}), idle RSS ${idleRssMb.toFixed(0)} MB (target ≤ ${IDLE_RSS_TARGET_MB} MB: ${verdict(idleRssMb, IDLE_RSS_TARGET_MB)})  [median of ${RUNS}]`,
  );
}

const port = await freePort();
const env: NodeJS.ProcessEnv = {
  PORT: String(port),
  NODE_ENV: 'test',
  LOG_LEVEL: 'info',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-startup-')),
  BULLMQ_PREFIX: `bench-startup-${process.pid}`,
};
const health = () => fetch(`http://127.0.0.1:${port}/api/health`);
console.log(`\nStart-up and idle memory (${process.env.DATABASE_URL ? 'Postgres' : 'embedded database'}${process.env.REDIS_URL ? ' and Redis' : ''})`);
await measure('API, compiled (dist/server/api.js)', 'dist/server/api.js', 'serving', env, health);
await measure('API, through tsx (backend/src/server.ts)', 'backend/src/server.ts', 'serving', env, health);
if (process.env.DATABASE_URL && process.env.REDIS_URL) {
  await measure('worker, compiled (dist/server/worker.js)', 'dist/server/worker.js', 'worker started', env);
  await measure('worker, through tsx (workers/src/main.ts)', 'workers/src/main.ts', 'worker started', env);
}
