// What follows each domain event, read from the code itself: the reactions tables (found by their
// `Reactions<…>` type in backend's and infra's sources), the read models of the projections'
// registry, and the events the metrics count. docs/architecture.md carries the table this writes.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { loyaltyStream, orderStream, STOCK_EVENT_TYPES, waitingListStream } from '@pokerfest/domain';
import { projections } from '@pokerfest/projections';
import { repoRoot } from './markdown-links';

/** The streams, and stock, whose events are kept on its counter rows rather than in a stream (decision 0034). */
export const STREAMS: readonly { type: string; eventTypes: readonly string[] }[] = [
  orderStream,
  loyaltyStream,
  waitingListStream,
  { type: 'stock (counter rows)', eventTypes: Object.keys(STOCK_EVENT_TYPES) },
];

export interface ReactionRow {
  event: string;
  /** The reactions' names, in the order listed. */
  reactions: string[];
  /** The file of the table, relative to the repository root. */
  file: string;
}

const SOURCE_ROOTS = ['backend/src', 'infra/src', 'projections/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** `name`, `name(settings)`, `name.bind(…)`: the reaction's name as written in the table. */
function reactionName(element: ts.Expression): string {
  if (ts.isIdentifier(element)) return element.text;
  if (ts.isCallExpression(element)) return reactionName(element.expression);
  if (ts.isPropertyAccessExpression(element)) return element.getText();
  return element.getText().replace(/\s+/g, ' ');
}

/** The object literals a function or variable typed `Reactions<…>` returns or holds. */
function reactionTables(source: ts.SourceFile): ts.ObjectLiteralExpression[] {
  const tables: ts.ObjectLiteralExpression[] = [];
  // the event store's `Reactions<…>` tables, and stock's `StockReactions` (its followers)
  const typedReactions = (type: ts.TypeNode | undefined) => type !== undefined && /^(Reactions<|StockReactions\b)/.test(type.getText(source));
  const visit = (node: ts.Node): void => {
    if ((ts.isFunctionDeclaration(node) || ts.isArrowFunction(node)) && typedReactions(node.type)) {
      const body = node.body;
      const returned = body && ts.isBlock(body) ? body.statements.filter(ts.isReturnStatement).map((statement) => statement.expression) : [body];
      for (const expression of returned) if (expression && ts.isObjectLiteralExpression(expression)) tables.push(expression);
    }
    if (ts.isVariableDeclaration(node) && typedReactions(node.type) && node.initializer && ts.isObjectLiteralExpression(node.initializer)) tables.push(node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return tables;
}

/**
 * The order an order command runs the tables in: ordering's own first, then the subscribers as
 * `orderSubscribers` in backend/src/jobs.ts lists them (each named by the module it is imported from).
 */
function tableRank(root: string): (file: string) => number {
  const file = path.join(root, 'backend/src/jobs.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const moduleOf = new Map<string, string>();
  const listed: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && node.importClause?.namedBindings && ts.isNamedImports(node.importClause.namedBindings)) {
      const folder = path.posix.dirname(path.posix.join('backend/src', node.moduleSpecifier.text));
      for (const element of node.importClause.namedBindings.elements) moduleOf.set(element.name.text, folder);
    }
    if (ts.isFunctionDeclaration(node) && node.name?.text === 'orderSubscribers' && node.body) {
      for (const statement of node.body.statements) {
        if (ts.isReturnStatement(statement) && statement.expression && ts.isArrayLiteralExpression(statement.expression)) listed.push(...statement.expression.elements.map(reactionName));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const order = ['backend/src/modules/orders', ...listed.map((name) => moduleOf.get(name) ?? name)];
  return (tableFile) => {
    const rank = order.findIndex((folder) => tableFile.startsWith(`${folder}/`));
    return rank < 0 ? order.length : rank;
  };
}

/** Every reactions table's rows, in the order an order command runs the tables (then by file). */
export function reactionRows(root = repoRoot): ReactionRow[] {
  const rank = tableRank(root);
  return collectRows(root).sort((a, b) => rank(a.file) - rank(b.file) || a.file.localeCompare(b.file));
}

function collectRows(root: string): ReactionRow[] {
  const rows: ReactionRow[] = [];
  for (const file of SOURCE_ROOTS.flatMap((dir) => sourceFiles(path.join(root, dir))).sort()) {
    const text = readFileSync(file, 'utf8');
    if (!/Reactions\b/.test(text)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
    for (const table of reactionTables(source)) {
      for (const property of table.properties) {
        if (!ts.isPropertyAssignment(property) || !ts.isArrayLiteralExpression(property.initializer)) continue;
        rows.push({ event: property.name.getText(source), reactions: property.initializer.elements.map(reactionName), file: path.relative(root, file) });
      }
    }
  }
  return rows;
}

/** The projections that read each event type: the registry's, in its order, inline ones marked. */
export function readModelsOf(event: string, stream: string): string[] {
  return projections
    .filter((projection) => projection.handles === 'all' || projection.handles.includes(event))
    .map((projection) => (projection.inline?.streamTypes.includes(stream) ? `${projection.name} (inline)` : projection.name));
}

/** The events the process metrics count (`COUNTED_EVENTS` in infra/src/metrics/shop-metrics.ts), with their counter. */
export function countedEvents(root = repoRoot): Map<string, string> {
  const file = path.join(root, 'infra/src/metrics/shop-metrics.ts');
  const text = readFileSync(file, 'utf8');
  const counted = new Map<string, string>();
  for (const match of text.matchAll(/^\s+(\w+): \{ counter: '(\w+)', outcome: '(\w+)' \}/gm)) counted.set(match[1]!, `${match[2]}{${match[3]}}`);
  return counted;
}

export interface TimerRow {
  kind: string;
  /** The file whose job table handles it. */
  file: string;
}

/** The string value of every `export const NAME = '…'` in the sources, to read timer kinds by their constants. */
function stringConstants(files: readonly string[]): Map<string, string> {
  const constants = new Map<string, string>();
  for (const file of files) for (const match of readFileSync(file, 'utf8').matchAll(/export const (\w+) = '([^']+)';/g)) constants.set(match[1]!, match[2]!);
  return constants;
}

/** Each durable timer kind and the job table (`new Map<string, TimerHandler>([…])`) that handles it. */
export function timerRows(root = repoRoot): TimerRow[] {
  const files = SOURCE_ROOTS.flatMap((dir) => sourceFiles(path.join(root, dir)));
  const constants = stringConstants(files);
  const rows: TimerRow[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('TimerHandler>([')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
    const visit = (node: ts.Node): void => {
      if (ts.isNewExpression(node) && node.expression.getText(source) === 'Map' && node.typeArguments?.[1]?.getText(source) === 'TimerHandler') {
        const [entries] = node.arguments ?? [];
        for (const entry of entries && ts.isArrayLiteralExpression(entries) ? entries.elements : []) {
          const key = ts.isArrayLiteralExpression(entry) ? entry.elements[0] : undefined;
          if (key) rows.push({ kind: ts.isStringLiteral(key) ? key.text : (constants.get(key.getText(source)) ?? key.getText(source)), file: path.relative(root, file) });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return rows.sort((a, b) => a.file.localeCompare(b.file) || a.kind.localeCompare(b.kind));
}
