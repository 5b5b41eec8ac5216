import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, ruleMessages } from './lint-messages';
import { FOLDERS, importViolation } from './architecture.js';
import { ZONE_EXCEPTIONS } from './zone-exceptions.js';

const architectureErrors = (file: string, code: string) => ruleMessages('architecture/imports', file, code);

describe('import rules between the six folders (lint zones)', () => {
  it.each([
    ['domain/src/ordering/order-decider.ts', "import { connectDatabase } from '@pokerfest/infra';"],
    ['domain/src/ordering/order-decider.ts', "import pg from 'pg';"],
    ['domain/src/ordering/order-decider.ts', "import { readFileSync } from 'node:fs';"],
    ['domain/src/ordering/order-decider.ts', "import { db } from '../../../infra/src/db';"],
    ['frontend/src/app/router.tsx', "import { app } from '@pokerfest/backend/app';"],
    ['frontend/src/app/router.tsx', "import { EventStore } from '@pokerfest/infra';"],
    ['backend/src/app.ts', "import { startWorker } from '@pokerfest/workers/worker';"],
    ['workers/src/main.ts', "import { startApi } from '../../backend/src/start';"],
    ['infra/src/db/connect.ts', "import { projections } from '@pokerfest/projections';"],
    ['projections/src/runner.ts', "export { app } from '@pokerfest/backend/app';"],
  ])('refuses %s importing what it may not', async (file, code) => {
    expect(await architectureErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['domain/src/ordering/order-decider.ts', "import { z } from 'zod';"],
    ['backend/src/app.ts', "import { projections } from '@pokerfest/projections';"],
    ['workers/src/main.ts', "import { EventStore } from '@pokerfest/infra';"],
    ['frontend/src/app/router.tsx', "import { fromMajorUnits } from '@pokerfest/domain';"],
    ['projections/src/runner.ts', "import { readAllAfter } from '@pokerfest/infra';"],
  ])('allows %s its own imports', async (file, code) => {
    expect(await architectureErrors(file, code)).toEqual([]);
  });

  it('holds for every source file in the repository', () => {
    const violations: string[] = [];
    for (const folder of FOLDERS) {
      for (const file of sourceFiles(path.join(repoRoot, folder))) {
        const code = readFileSync(file, 'utf8');
        for (const [, source] of code.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g)) {
          const why = importViolation(file, source!, { exceptions: ZONE_EXCEPTIONS });
          if (why) violations.push(`${path.relative(repoRoot, file)}: ${why}`);
        }
      }
    }
    expect(violations).toEqual([]);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}
