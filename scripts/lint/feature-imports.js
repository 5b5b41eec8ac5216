// Features import each other only through what they expose, and never in a circle (bulletproof-react's
// rule): a file in frontend/src/features/X may import another feature Y only from Y's public entry,
// frontend/src/features/Y/index.ts (a test also from Y's testing.ts, its fixtures), never a file inside Y; and not at all when Y, directly or through
// other features, imports X. Shared code outside features/ (components/, lib/, config/) is free.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { importRule } from './import-rule.js';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
export const FEATURES = path.join(ROOT, 'frontend', 'src', 'features');

const IMPORT_SOURCES = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The feature folder a path lies in, and the path inside it; undefined outside features/. */
function featureOf(file) {
  const rel = path.relative(FEATURES, path.resolve(file));
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  const [feature, ...rest] = rel.split(path.sep);
  return { feature, inner: rest.join('/') };
}

const isTest = (file) => /\.test\.tsx?$/.test(file);

/** A feature's public entry is its index.ts; for another feature's tests, also its testing.ts (shared fixtures). */
const isFixtureImport = (file, inner) => isTest(file) && /^testing(\.tsx?)?$/.test(inner);
const isPublicEntry = (inner, file) => inner === '' || /^index(\.tsx?)?$/.test(inner) || isFixtureImport(file, inner);

/** The feature `source` (relative, as written in `file`) lands in, when it is another feature than the file's own. */
function otherFeature(file, source) {
  if (!source.startsWith('.')) return undefined;
  const from = featureOf(file);
  if (!from) return undefined;
  const target = featureOf(path.resolve(path.dirname(path.resolve(file)), source));
  if (!target || target.feature === from.feature) return undefined;
  return { from: from.feature, to: target.feature, inner: target.inner };
}

/** The TypeScript sources below a folder. */
export function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

/** The import sources written in a file (static, re-export and dynamic). */
export function importSources(text) {
  return [...text.matchAll(IMPORT_SOURCES)].map(([, written, dynamic]) => written ?? dynamic);
}

/** Which features each feature imports, read from the files below `features`: { X: Set of Y }. */
export function featureGraph(features = FEATURES) {
  const graph = new Map();
  for (const file of sourceFiles(features)) {
    for (const source of importSources(readFileSync(file, 'utf8'))) {
      const edge = otherFeature(file, source);
      // a test's fixtures are not part of the app: they close no cycle the app could run into
      if (!edge || isFixtureImport(file, edge.inner)) continue;
      if (!graph.has(edge.from)) graph.set(edge.from, new Set());
      graph.get(edge.from).add(edge.to);
    }
  }
  return graph;
}

/** The way back from `to` to `from` in the graph (['to', …, 'from']), which an import from → to closes into a cycle; undefined when there is none. */
export function wayBack(graph, from, to) {
  const cameFrom = new Map([[to, undefined]]);
  const queue = [to];
  while (queue.length > 0) {
    const feature = queue.shift();
    if (feature === from) {
      const way = [];
      for (let step = from; step !== undefined; step = cameFrom.get(step)) way.unshift(step);
      return way;
    }
    for (const next of graph.get(feature) ?? []) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, feature);
      queue.push(next);
    }
  }
  return undefined;
}

// One lint run reads the features once; the graph is what is on disk, which is what the build sees.
let graphOnDisk;
const currentGraph = () => (graphOnDisk ??= featureGraph());

/** Returns why `source` may not be imported from `file`, or undefined when it may. */
export function featureImportViolation(file, source, graph = currentGraph()) {
  const edge = otherFeature(file, source);
  if (!edge) return undefined;
  if (!isPublicEntry(edge.inner, file)) return `features/${edge.from} may import features/${edge.to} only through its index.ts (not ${source})`;
  if (isFixtureImport(file, edge.inner)) return undefined;
  const back = wayBack(graph, edge.from, edge.to);
  if (back) return `features/${edge.from} may not import features/${edge.to}: that closes the cycle ${[edge.from, ...back].join(' → ')}`;
  return undefined;
}

export const featureImportsRule = importRule('Feature boundary', (file, source) => featureImportViolation(file, source));
