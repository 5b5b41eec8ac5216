import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lint-messages';
import { ruleCases } from './rule-cases';
import { FOLDERS, importViolation } from './architecture.js';
import { ZONE_EXCEPTIONS } from './zone-exceptions.js';

describe('import rules between the six folders (lint zones)', () => {
  ruleCases('architecture/imports', {
    // the folder table words each refusal its own way: one refusal is what counts
    says: /^Architecture: /,
    refuses: [
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
    ],
    allows: [
      ['domain/src/ordering/order-decider.ts', "import { z } from 'zod';"],
      ['backend/src/app.ts', "import { projections } from '@pokerfest/projections';"],
      ['workers/src/main.ts', "import { EventStore } from '@pokerfest/infra';"],
      ['frontend/src/app/router.tsx', "import { fromMajorUnits } from '@pokerfest/domain';"],
      ['projections/src/runner.ts', "import { readAllAfter } from '@pokerfest/infra';"],
    ],
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
