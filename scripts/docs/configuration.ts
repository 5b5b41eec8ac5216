// `npm run docs:config`: rewrites the tables of docs/configuration.md from the config schema and its documentation.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { configurationPage } from './configuration-table';
import { repoRoot } from './markdown-links';

const file = path.join(repoRoot, 'docs', 'configuration.md');
const before = readFileSync(file, 'utf8');
const after = configurationPage(before);
writeFileSync(file, after);
console.log(after === before ? 'docs/configuration.md is up to date' : 'docs/configuration.md rewritten');
