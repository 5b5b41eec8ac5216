import { countedEvents, reactionRows, readModelsOf, STREAMS, timerRows, type ReactionRow } from './event-followers';

// The table of docs/architecture.md's "What follows each event": one row per event type of every
// stream, naming each reaction with its table's file, the read models and the metric it moves.

export const MAP_START = '<!-- event-map:start (written by npm run docs:events; do not edit by hand) -->';
export const MAP_END = '<!-- event-map:end -->';

const code = (text: string) => `\`${text}\``;

function reactionsCell(rows: readonly ReactionRow[]): string {
  return rows.map((row) => `${row.reactions.map(code).join(', ')} (${code(row.file)})`).join('; ') || '—';
}

export function eventMapTable(): string {
  const rows = reactionRows();
  const counted = countedEvents();
  const lines = ['| stream | event | reactions, in the command\'s transaction (table\'s file) | read models | metric |', '|---|---|---|---|---|'];
  for (const stream of STREAMS) {
    for (const event of stream.eventTypes) {
      const models = readModelsOf(event, stream.type);
      lines.push(`| ${stream.type} | ${code(event)} | ${reactionsCell(rows.filter((row) => row.event === event))} | ${models.map(code).join(', ') || '—'} | ${counted.has(event) ? code(counted.get(event)!) : '—'} |`);
    }
  }
  lines.push('', '| durable timer kind | handled by the job table in |', '|---|---|');
  for (const timer of timerRows()) lines.push(`| ${code(timer.kind)} | ${code(timer.file)} |`);
  return lines.join('\n');
}

/** The page with the table between its markers replaced; the markers must be there. */
export function withEventMap(page: string): string {
  const start = page.indexOf(MAP_START);
  const end = page.indexOf(MAP_END);
  if (start < 0 || end < start) throw new Error(`docs/architecture.md lacks the markers ${MAP_START} … ${MAP_END}`);
  return `${page.slice(0, start + MAP_START.length)}\n${eventMapTable()}\n${page.slice(end)}`;
}
