import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The image cannot be built on these machines, so its recipe is checked by reading it: two stages,
// the runtime one with production dependencies and the compiled output only, node (under tini) as
// the process, a health check, an unprivileged user.

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
const packageJson = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };

/** The Dockerfile's instructions by stage, each with its continued lines joined and comments dropped. */
function stages(text: string): Map<string, string[]> {
  const instructions = text
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const byStage = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const instruction of instructions) {
    const from = /^FROM\s+\S+\s+AS\s+(\S+)$/i.exec(instruction);
    if (from) byStage.set(from[1]!, (current = []));
    else current?.push(instruction);
  }
  return byStage;
}

const byStage = stages(dockerfile);
const runtime = byStage.get('runtime') ?? [];
const exec = (instruction: string | undefined) => JSON.parse(instruction?.replace(/^\S+\s+/, '') ?? 'null') as string[] | null;

describe('the Dockerfile', () => {
  it('has a build stage and a runtime stage, in that order, each on Node 20', () => {
    expect([...byStage.keys()]).toEqual(['build', 'runtime']);
    expect(dockerfile.match(/^FROM node:20-\S+ AS \w+$/gm)).toHaveLength(2);
  });

  it('builds with every dependency and fails on a type error (npm run build type-checks before it compiles)', () => {
    const build = byStage.get('build') ?? [];
    expect(build).toContain('RUN npm ci --no-audit --no-fund');
    expect(build).toContain('RUN npm run build');
    expect(packageJson.scripts.build).toMatch(/^npm run build:server && /);
    expect(packageJson.scripts['build:server']).toMatch(/^tsc -p tsconfig\.json && /);
  });

  it("installs in the runtime stage only the server packages' production dependencies", () => {
    const install = runtime.find((instruction) => instruction.startsWith('RUN npm ci'));
    expect(install).toContain('--omit=dev');
    for (const workspace of ['domain', 'infra', 'projections', 'backend', 'workers']) expect(install).toContain(`--workspace ${workspace}`);
    expect(install).not.toContain('--workspace frontend');
  });

  it('copies into the runtime stage the compiled server and the built SPA from the build stage, and no sources', () => {
    const fromBuild = runtime.filter((instruction) => instruction.startsWith('COPY --from=build'));
    expect(fromBuild).toEqual(['COPY --from=build /app/dist/server dist/server', 'COPY --from=build /app/frontend/dist frontend/dist']);
    const copies = runtime.filter((instruction) => instruction.startsWith('COPY ') && !instruction.startsWith('COPY --from=build'));
    // only the manifests npm ci needs
    for (const copy of copies) expect(copy).toMatch(/^COPY (package\.json package-lock\.json \.\/|\w+\/package\.json \w+\/)$/);
    expect(runtime.join('\n')).not.toMatch(/\btsx\b/);
  });

  it('runs as the unprivileged user, with a health check on /api/health, node under tini as the process', () => {
    expect(runtime).toContain('USER node');
    expect(runtime.find((instruction) => instruction.startsWith('HEALTHCHECK'))).toContain('/api/health');
    expect(exec(runtime.find((instruction) => instruction.startsWith('ENTRYPOINT')))).toEqual(['/usr/bin/tini', '--']);
    const command = exec(runtime.find((instruction) => instruction.startsWith('CMD')));
    expect(command?.[0]).toBe('node');
    // the same command as `npm start`, without npm in front of node
    expect(command?.join(' ')).toBe(packageJson.scripts.start);
  });
});
