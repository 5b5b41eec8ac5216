import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { featureImportViolation } from './feature-imports.js';

const root = path.resolve(import.meta.dirname, '..', '..');
const features = path.join(root, 'frontend', 'src', 'features');
const eslint = new ESLint({ cwd: root });
const at = (file: string) => path.join(root, file);

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: at(file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'features/imports').map((m) => m.message);
}

describe('features import each other only through their public entry', () => {
  it.each([
    ['frontend/src/features/booking/use-save-details.ts', '../cart/use-cart'],
    ['frontend/src/features/booking-wizard/components/payment-step.tsx', '../../checkout/components/card-form'],
    ['frontend/src/features/festival/use-continue-booking.ts', '../booking/booking-draft'],
    ['frontend/src/features/cart/components/cart-panel.tsx', '../../catalogue/format.ts'],
    ['frontend/src/features/checkout/components/index.ts', '../../catalogue/types'],
  ])('refuses %s importing %s', (file, source) => {
    expect(featureImportViolation(at(file), source, [])).toMatch(/only through its index\.ts/);
  });

  it.each([
    ['frontend/src/features/booking/use-save-details.ts', '../cart'],
    ['frontend/src/features/booking/use-save-details.ts', '../checkout/index'],
    ['frontend/src/features/booking-wizard/components/payment-step.tsx', '../../checkout/index.ts'],
    ['frontend/src/features/booking/components/payment-page.tsx', '../use-booking-state'],
    ['frontend/src/features/booking/components/payment-page.tsx', '../../../components/ui/loading-screen'],
    ['frontend/src/features/booking/components/payment-page.tsx', '@pokerfest/domain'],
    ['frontend/src/app/routes/booking-payment.tsx', '../../features/booking/components/payment-page'],
  ])('allows %s importing %s', (file, source) => {
    expect(featureImportViolation(at(file), source, [])).toBeUndefined();
  });

  it('lets the features on the issue-14 list through, and only those', () => {
    const deep = '../../booking/booking-reference';
    expect(featureImportViolation(at('frontend/src/features/dashboard/components/x.tsx'), deep)).toBeUndefined();
    expect(featureImportViolation(at('frontend/src/features/dashboard/components/x.tsx'), deep, [])).toBeDefined();
    expect(featureImportViolation(at('frontend/src/features/festival/components/x.tsx'), deep)).toBeDefined();
  });

  it('is wired into the lint configuration for the front end', async () => {
    expect(await boundaryErrors('frontend/src/features/booking/x.ts', "import { useCart } from '../cart/use-cart';\nexport const y = useCart;\n")).toHaveLength(1);
    expect(await boundaryErrors('frontend/src/features/booking/x.ts', "import { useCart } from '../cart';\nexport const y = useCart;\n")).toEqual([]);
  });

  it('holds for every feature file outside the issue-14 list', () => {
    const violations: string[] = [];
    for (const file of sourceFiles(features)) {
      for (const [, source] of readFileSync(file, 'utf8').matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
        const why = source && featureImportViolation(file, source);
        if (why) violations.push(`${path.relative(root, file)}: ${why}`);
      }
    }
    expect(violations).toEqual([]);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}
