import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot, ruleMessages } from './lint-messages';
import { FEATURES, featureGraph, featureImportsRule, featureImportViolation, importSources, sourceFiles, wayBack } from './feature-imports.js';

const at = (file: string) => path.join(repoRoot, file);
const boundaryErrors = (file: string, code: string) => ruleMessages('features/imports', file, code);

// A small made-up feature graph: festival → catalogue → cart, booking → festival.
const graph = new Map([
  ['festival', new Set(['catalogue'])],
  ['catalogue', new Set(['cart'])],
  ['booking', new Set(['festival'])],
]);

describe('features import each other only through their public entry', () => {
  it.each([
    ['frontend/src/features/booking/use-save-details.ts', '../cart/use-cart'],
    ['frontend/src/features/booking-wizard/components/payment-step.tsx', '../../checkout/components/card-form'],
    ['frontend/src/features/festival/use-continue-booking.ts', '../booking/booking-draft'],
    ['frontend/src/features/cart/components/cart-panel.tsx', '../../catalogue/format.ts'],
    ['frontend/src/features/checkout/components/index.ts', '../../catalogue/types'],
    // fixtures are for tests only
    ['frontend/src/features/festival/booking-bar-figures.ts', '../cart/testing'],
  ])('refuses %s importing %s', (file, source) => {
    expect(featureImportViolation(at(file), source, graph)).toMatch(/only through its index\.ts/);
  });

  it.each([
    ['frontend/src/features/booking/use-save-details.ts', '../cart'],
    ['frontend/src/features/booking/use-save-details.ts', '../checkout/index'],
    ['frontend/src/features/booking-wizard/components/payment-step.tsx', '../../checkout/index.ts'],
    ['frontend/src/features/booking/components/payment-page.tsx', '../use-booking-state'],
    ['frontend/src/features/booking/components/payment-page.tsx', '../../../components/ui/loading-screen'],
    ['frontend/src/features/booking/components/payment-page.tsx', '@pokerfest/domain'],
    ['frontend/src/app/routes/booking-payment.tsx', '../../features/booking/components/payment-page'],
    ['frontend/src/features/festival/booking-bar-figures.unit.test.ts', '../cart/testing'],
  ])('allows %s importing %s', (file, source) => {
    expect(featureImportViolation(at(file), source, graph)).toBeUndefined();
  });

  it('is wired into the lint configuration for the front end', async () => {
    expect(await boundaryErrors('frontend/src/features/booking/booking-draft.ts', "import { useCart } from '../cart/use-cart';\nexport const y = useCart;\n")).toHaveLength(1);
    expect(await boundaryErrors('frontend/src/features/booking/booking-draft.ts', "import { useCart } from '../cart';\nexport const y = useCart;\n")).toEqual([]);
  });

  it('holds for every feature file', () => {
    const violations: string[] = [];
    for (const file of sourceFiles(FEATURES)) {
      for (const source of importSources(readFileSync(file, 'utf8'))) {
        const why = featureImportViolation(file, source);
        if (why) violations.push(`${path.relative(repoRoot, file)}: ${why}`);
      }
    }
    expect(violations).toEqual([]);
  });
});

describe('features import each other in one direction only', () => {
  it('refuses an import that closes a cycle, naming it', () => {
    expect(featureImportViolation(at('frontend/src/features/cart/x.ts'), '../festival', graph)).toBe(
      'features/cart may not import features/festival: that closes the cycle cart → festival → catalogue → cart',
    );
    expect(featureImportViolation(at('frontend/src/features/catalogue/x.ts'), '../../features/booking/index', graph)).toMatch(/closes the cycle catalogue → booking → festival → catalogue/);
  });

  it("lets a test take another feature's fixtures against the direction: a test is not part of the app", () => {
    expect(featureImportViolation(at('frontend/src/features/cart/x.unit.test.ts'), '../festival/testing', graph)).toBeUndefined();
    expect(featureImportViolation(at('frontend/src/features/cart/x.unit.test.ts'), '../festival', graph)).toMatch(/closes the cycle/);
  });

  it('allows an import along the existing direction', () => {
    expect(featureImportViolation(at('frontend/src/features/booking/booking-draft.ts'), '../catalogue', graph)).toBeUndefined();
    expect(wayBack(graph, 'booking', 'cart')).toBeUndefined();
  });

  it('finds no cycle among the features as they are', () => {
    const features = featureGraph();
    const cycles = [...features].flatMap(([from, tos]) => [...tos].map((to) => wayBack(features, from, to)).filter(Boolean).map((back) => [from, ...back!].join(' → ')));
    expect(cycles).toEqual([]);
  });
});

// ESLint's own harness: the rule as the linter runs it, on the features as they are on disk.
RuleTester.describe = describe;
RuleTester.it = it;
new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run('features/imports', featureImportsRule, {
  valid: [
    { filename: at('frontend/src/features/festival/x.ts'), code: "import { formatDate } from '../catalogue';" },
    { filename: at('frontend/src/features/admin/components/x.tsx'), code: "import { roleLabel } from '../../account';" },
    { filename: at('frontend/src/app/routes/x.tsx'), code: "import { OrdersTab } from '../../features/admin/components/orders-tab';" },
  ],
  invalid: [
    { filename: at('frontend/src/features/admin/components/x.tsx'), code: "import { roleLabel } from '../../account/role-label';", errors: [{ messageId: 'forbidden' }] },
    { filename: at('frontend/src/features/dashboard/x.ts'), code: "export { signedPoints } from '../loyalty/loyalty-words';", errors: [{ messageId: 'forbidden' }] },
    // festival imports catalogue, so catalogue may not import festival, even through its index
    { filename: at('frontend/src/features/catalogue/x.ts'), code: "import { DEFAULT_NIGHTS } from '../festival';", errors: [{ messageId: 'forbidden' }] },
    { filename: at('frontend/src/features/booking/booking-draft.ts'), code: "const festival = () => import('../festival');", errors: [{ messageId: 'forbidden' }] },
  ],
});
