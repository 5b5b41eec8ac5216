import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lint-messages';
import { ruleCases } from './rule-cases';
import { isViewsModule, writeSideReach } from './write-side.js';

/** The ways from the write side to a views module, as 'a -> b -> views'. */
function waysToViews(read?: (file: string) => string): string[] {
  return [...writeSideReach(read)].filter(([file]) => isViewsModule(file)).map(([, way]) => way.join(' -> '));
}

describe("domain's write side imports no views (issue 28)", () => {
  ruleCases('architecture/imports', {
    says: /may not import a views module/,
    refuses: [
      // the import issue 28 took out: the state's payment status read from the order's views
      ['domain/src/ordering/order-state.ts', "import type { PaymentStatus } from './views';"],
      ['domain/src/ordering/change-decider.ts', "import { changeQuoteView } from './change-views';"],
      ['domain/src/ordering/order-events.ts', "export type { OrderView } from './views';"],
      ['domain/src/ordering/change-request.ts', "import type { ChangeQuoteView } from './change-views';"],
      ['domain/src/loyalty/ledger-decider.ts', "import { loyaltySummarySchema } from './views';"],
      ['domain/src/waiting-list/waiting-list-state.ts', "import type { WaitingListEntryView } from '../waiting-list/views';"],
      ['domain/src/shared/decider.ts', "import type { OrderView } from '../ordering/views';"],
      ['domain/src/invoicing/document-request.ts', "import type { DocumentView } from './views';"],
    ],
  });

  // an index re-exports the views
  ruleCases('architecture/imports', {
    says: /not an index/,
    refuses: [
      ['domain/src/ordering/payment-decider.ts', "import { isPaid } from '.';"],
      ['domain/src/ordering/order-state.ts', "import type { OrderEvent } from './index';"],
      ['domain/src/loyalty/ledger-decider.ts', "import type { OrderState } from '../ordering';"],
    ],
    allows: [
      ['domain/src/ordering/views.ts', "import { orderStatuses, paymentStatuses } from './order-state';"],
      ['domain/src/ordering/change-views.ts', "import type { StoredQuote } from './change-decider';"],
      ['domain/src/ordering/order-state.ts', "import type { OrderEvent } from './order-events';"],
      ['domain/src/ordering/change-quote.ts', "import type { OrderState } from './order-state';"],
      // tests and test support check the write side against the views freely
      ['domain/src/ordering/order-decider.unit.test.ts', "import type { OrderView } from './views';"],
      ['domain/src/ordering/testing/order-scenario.ts', "import type { OrderView } from '../views';"],
    ],
  });

  it('starts from the deciders, their states and events of every context', () => {
    const reached = [...writeSideReach().keys()].map((file) => path.relative(repoRoot, file).split(path.sep).join('/'));
    expect(reached).toEqual(
      expect.arrayContaining([
        'domain/src/ordering/order-state.ts',
        'domain/src/ordering/change-decider.ts',
        'domain/src/ordering/change-quote.ts',
        'domain/src/loyalty/ledger-decider.ts',
        'domain/src/waiting-list/waiting-list-state.ts',
        'domain/src/invoicing/document-request.ts',
      ]),
    );
  });

  it('reaches no views module, not even through a module the write side uses', () => {
    expect(waysToViews()).toEqual([]);
  });

  it('finds a views module reached through a helper (a made-up import in change-quote.ts)', () => {
    const madeUp = (file: string) => {
      const text = readFileSync(file, 'utf8');
      return file.endsWith(`${path.sep}change-quote.ts`) ? `import { quoteLineView } from './change-views';\n${text}` : text;
    };
    expect(waysToViews(madeUp)).toEqual(expect.arrayContaining([expect.stringMatching(/change-quote\.ts -> domain\/src\/ordering\/change-views\.ts$/)]));
  });

  it('declares no response schema in a module the write side reaches (views live in views modules)', () => {
    const declaring = [...writeSideReach()].filter(([file]) => /export const \w+ViewSchema\b/.test(readFileSync(file, 'utf8'))).map(([, way]) => way.join(' -> '));
    expect(declaring).toEqual([]);
  });
});
