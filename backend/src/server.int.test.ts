import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { compiledServerArguments } from '@pokerfest/infra/testing/compiled-server';

it('refuses to start on a bad environment, naming each bad variable', () => {
  const result = spawnSync(process.execPath, compiledServerArguments('api'), {
    env: { PATH: process.env.PATH, PORT: 'eighty', LOG_LEVEL: 'chatty', DATABASE_URL: 'mysql://db/shop' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('Invalid configuration');
  for (const variable of ['PORT', 'LOG_LEVEL', 'DATABASE_URL']) expect(result.stderr).toContain(`${variable}:`);
});
