// `npm run docs:events`: rewrites docs/architecture.md's table of what follows each event from the code.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withEventMap } from './event-map-table';
import { repoRoot } from './markdown-links';

const file = path.join(repoRoot, 'docs', 'architecture.md');
const before = readFileSync(file, 'utf8');
const after = withEventMap(before);
writeFileSync(file, after);
console.log(after === before ? 'docs/architecture.md: the event map is up to date' : 'docs/architecture.md: the event map rewritten');
