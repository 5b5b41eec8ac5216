// Features import each other only through what they expose (bulletproof-react's rule): a file in
// frontend/src/features/X may import another feature Y only from Y's public entry,
// frontend/src/features/Y/index.ts, never a file inside Y. Shared code outside features/ is free.
import path from 'node:path';
import { importRule } from './import-rule.js';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const FEATURES = path.join(ROOT, 'frontend', 'src', 'features');

/**
 * Features that still reach into other features' files (admin 13 imports, dashboard 18, site-chrome
 * 12 when the rule came in). Issue 14 is where they move to public entries and leave this list;
 * until then they are let through by name, and every other feature (the booking area: booking,
 * booking-wizard, checkout, cart, festival; and account, catalogue, help, location-picker, loyalty)
 * is held to the rule now.
 */
export const DEEP_IMPORTS_ALLOWED_UNTIL_ISSUE_14 = ['admin', 'dashboard', 'site-chrome'];

/** The feature folder a path lies in, and the path inside it; undefined outside features/. */
function featureOf(file) {
  const rel = path.relative(FEATURES, path.resolve(file));
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  const [feature, ...rest] = rel.split(path.sep);
  return { feature, inner: rest.join('/') };
}

const isPublicEntry = (inner) => inner === '' || /^index(\.tsx?)?$/.test(inner);

/** Returns why `source` may not be imported from `file`, or undefined when it may. */
export function featureImportViolation(file, source, allowed = DEEP_IMPORTS_ALLOWED_UNTIL_ISSUE_14) {
  if (!source.startsWith('.')) return undefined;
  const from = featureOf(file);
  if (!from || allowed.includes(from.feature)) return undefined;
  const target = featureOf(path.resolve(path.dirname(path.resolve(file)), source));
  if (!target || target.feature === from.feature || isPublicEntry(target.inner)) return undefined;
  return `features/${from.feature} may import features/${target.feature} only through its index.ts (not ${source})`;
}

export const featureImportsRule = importRule('Feature boundary', (file, source) => featureImportViolation(file, source));
