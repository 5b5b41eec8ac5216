import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactionRows, timerRows } from './event-followers';
import { MAP_END, MAP_START, withEventMap } from './event-map-table';
import { repoRoot } from './markdown-links';

// docs/architecture.md's table of what follows each event is written from the code (npm run
// docs:events); this fails when the two differ, so the table a newcomer reads is the code's.

const page = readFileSync(path.join(repoRoot, 'docs', 'architecture.md'), 'utf8');

describe('the map of what follows each event', () => {
  it('in docs/architecture.md is the one the code gives (run npm run docs:events after changing a reactions table)', () => {
    expect(page).toContain(MAP_START);
    expect(withEventMap(page)).toBe(page);
  });

  it('reads the reactions tables: ordering runs its own first, then the subscribers in their order', () => {
    const confirmed = reactionRows().filter((row) => row.event === 'OrderConfirmed');
    expect(confirmed.map((row) => row.file)).toEqual(['backend/src/modules/orders/reactions.ts', 'backend/src/modules/promotions/reactions.ts', 'backend/src/modules/loyalty/reactions.ts', 'backend/src/modules/documents/reactions.ts']);
    expect(confirmed[0]?.reactions).toEqual(['confirmationMail', 'armTripReminder', 'armPlanSteps']);
  });

  it('names every timer kind with the job table that handles it', () => {
    expect(timerRows()).toContainEqual({ kind: 'order-hold-expiry', file: 'backend/src/modules/orders/jobs.ts' });
    expect(timerRows()).toContainEqual({ kind: 'mail-send', file: 'infra/src/mail/outbox.ts' });
  });

  it('refuses a page without its markers', () => {
    expect(() => withEventMap(page.replace(MAP_END, ''))).toThrow(/lacks the markers/);
  });
});
