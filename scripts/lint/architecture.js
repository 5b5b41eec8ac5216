// The import rules of docs/architecture.md as data, shared by the lint rule and the architecture test.
import path from 'node:path';
import { isListedException, moduleBoundaryViolation, sqlWrites, tableOfArgument, tableWriteViolation, WRITE_METHODS, workerEntryViolation } from './backend-zones.js';
import { importRule } from './import-rule.js';
import { writeSideViolation } from './write-side.js';

export const FOLDERS = ['domain', 'infra', 'projections', 'backend', 'workers', 'frontend'];

/** folder -> folders it may import (itself included) */
export const ALLOWED_FOLDERS = {
  domain: ['domain'],
  infra: ['infra', 'domain'],
  projections: ['projections', 'domain', 'infra'],
  backend: ['backend', 'domain', 'infra', 'projections'],
  // and from backend only a module's job entry point (backend-zones.js)
  workers: ['workers', 'domain', 'infra', 'projections'],
  frontend: ['frontend', 'domain'],
};

/** folder -> external packages it may import; undefined = any */
export const ALLOWED_PACKAGES = {
  domain: ['zod'],
};

/** Test files may also use the test runner. */
const TEST_PACKAGES = ['vitest'];
const isTestFile = (file) => /\.test\.tsx?$/.test(file);

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

export function folderOfFile(file) {
  const rel = path.relative(ROOT, path.resolve(file)).split(path.sep);
  return FOLDERS.includes(rel[0]) ? rel[0] : undefined;
}

function packageName(source) {
  const parts = source.split('/');
  return source.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Returns why `source` may not be imported from `file` by the folder table alone, or undefined when it may. */
function folderViolation(file, source) {
  const from = folderOfFile(file);
  if (!from) return undefined;
  let target;
  if (source.startsWith('.')) {
    target = folderOfFile(path.resolve(path.dirname(file), source));
    if (!target) return `${from} may not import files outside the six folders (${source})`;
  } else if (source.startsWith('@pokerfest/')) {
    target = source.split('/')[1];
  } else {
    const allowed = ALLOWED_PACKAGES[from];
    const name = source.startsWith('node:') ? source : packageName(source);
    if (allowed && !allowed.includes(name) && !(isTestFile(file) && TEST_PACKAGES.includes(name))) return `${from} may import only ${allowed.join(', ')} (not ${source})`;
    return undefined;
  }
  // The one door between the two processes: the worker composes the modules' job entry points.
  if (from === 'workers' && target === 'backend') return workerEntryViolation(file, source);
  if (!ALLOWED_FOLDERS[from].includes(target)) return `${from} may not import ${target} (${source})`;
  if (from === 'backend') return moduleBoundaryViolation(file, source);
  return undefined;
}

/**
 * Returns why `source` may not be imported from `file`, or undefined when it may: the folder table,
 * the module boundaries inside backend, the worker's entry points and domain's write side (which
 * imports no views, write-side.js), minus the listed exceptions (`{ file, imports, why }`, the
 * `exceptions` option of the rule in eslint.config.js).
 */
export function importViolation(file, source, { exceptions = [] } = {}) {
  const why = folderViolation(file, source) ?? writeSideViolation(file, source);
  return why && isListedException(exceptions, file, source) ? undefined : why;
}

const exceptionsSchema = [
  {
    type: 'object',
    additionalProperties: false,
    properties: {
      exceptions: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['file', 'imports', 'why'],
          properties: { file: { type: 'string' }, imports: { type: 'string' }, why: { type: 'string' } },
        },
      },
    },
  },
];

export const architectureRule = importRule('Architecture', importViolation, exceptionsSchema);

/** The string literal types of a typed table argument (`table: 'accommodations' | 'tournaments'`), when the linter has types. */
function literalTables(context, node) {
  const services = context.sourceCode.parserServices;
  if (!services?.program || !services.esTreeNodeToTSNodeMap) return [];
  const type = services.program.getTypeChecker().getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(node));
  const members = type.isUnion() ? type.types : [type];
  return members.every((member) => member.isStringLiteral()) ? members.map((member) => member.value) : [];
}

const isSqlTag = (tag) => tag.type === 'Identifier' && tag.name === 'sql';
const isSqlRaw = (callee) => callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'sql' && callee.property.type === 'Identifier' && callee.property.name === 'raw';

/**
 * Table ownership (backend-zones.js): in a module's code, every kysely write (`insertInto('t')`,
 * `updateTable('t')`, `deleteFrom('t')`, …; a table typed as a union of literals counts each) and
 * every raw SQL write (`INSERT INTO t`, `UPDATE t`, `DELETE FROM t` in a `sql` template or
 * `sql.raw`) must be to a table the module owns.
 */
export const tableWritesRule = {
  meta: { type: 'problem', schema: [], messages: { forbidden: 'Architecture: {{why}}' } },
  create(context) {
    const check = (node, table) => {
      const why = tableWriteViolation(context.filename, table);
      if (why) context.report({ node, messageId: 'forbidden', data: { why } });
    };
    return {
      CallExpression(node) {
        const { callee } = node;
        const [first] = node.arguments;
        if (isSqlRaw(callee) && first?.type === 'Literal' && typeof first.value === 'string') {
          for (const table of sqlWrites(first.value)) check(first, table);
          return;
        }
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier' || !WRITE_METHODS.includes(callee.property.name) || !first) return;
        if (first.type === 'Literal' && typeof first.value === 'string') check(first, tableOfArgument(first.value));
        else for (const table of literalTables(context, first)) check(first, tableOfArgument(table));
      },
      TaggedTemplateExpression(node) {
        if (!isSqlTag(node.tag)) return;
        const text = node.quasi.quasis.map((quasi) => quasi.value.raw).join(' $ ');
        for (const table of sqlWrites(text)) check(node, table);
      },
    };
  },
};
