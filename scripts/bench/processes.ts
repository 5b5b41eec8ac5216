import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The flags production runs the compiled server with (package.json's start, the Dockerfile's CMD). */
export const PRODUCTION_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=4'];

const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);

/** How node runs an entry: compiled JavaScript as production does, TypeScript through tsx. */
export function nodeArguments(entry: string): string[] {
  // BENCH_PROFILE_DIR: each server process writes a CPU profile there when it exits (where did a burst's time go?);
  // BENCH_NODE_FLAGS: more V8 flags for them (`--trace-gc`, `--trace-deopt`: the API's output is shown then)
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  return entry.endsWith('.js') ? [...PRODUCTION_NODE_FLAGS, ...nodeFlags, ...profile, entry] : ['--import', 'tsx', entry];
}

// a bench that fails leaves no server behind it (the next run would measure beside it)
const started = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Starts `<entry>` (built .js, or .ts through tsx) and resolves once `ready` answers true; killed when the bench exits. */
export async function startNodeProcess(entry: string, args: string[], env: NodeJS.ProcessEnv, ready: () => Promise<boolean>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeArguments(entry), ...args], { env: { ...process.env, ...env }, stdio: ['ignore', nodeFlags.length > 0 && entry.includes('api') ? 'inherit' : 'ignore', 'inherit'] });
  started.add(child);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    if (await ready().catch(() => false)) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`${entry} did not become ready`);
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
