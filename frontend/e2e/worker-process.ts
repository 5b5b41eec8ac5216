// With real Postgres and Redis the API only enqueues jobs: the browser suite then runs the
// worker process beside it, exactly as production does.
import { spawn } from 'node:child_process';

export interface RunningWorker {
  stop: () => Promise<void>;
}

const START_TIMEOUT_MS = 60_000;

export async function startWorkerProcess(repoRoot: string, settings: Record<string, string> = {}): Promise<RunningWorker> {
  // the compiled worker, as the image runs it (`npm run build` made it)
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/worker.js'], {
    cwd: repoRoot,
    env: { ...process.env, ...settings, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The worker did not start in time:\n${output}`)), START_TIMEOUT_MS);
    child.stdout.on('data', () => {
      if (output.includes('worker started')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The worker exited with ${code}:\n${output}`));
    });
  });

  return {
    stop: async () => {
      process.removeListener('exit', killOnExit);
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
