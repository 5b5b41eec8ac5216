import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { themeWithoutTooltip } from './theme-without-tooltip';

const srcDir = fileURLToPath(new URL('../src', import.meta.url));
const require = createRequire(import.meta.url);
const themeJs = path.join(path.dirname(require.resolve('@radix-ui/themes/package.json')), 'dist/esm/components/theme.js');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const resolveId = (source: string, importer: string) => {
  const hook = themeWithoutTooltip().resolveId;
  if (typeof hook !== 'function') throw new Error('the plugin has no resolveId hook');
  return (hook as (source: string, importer: string) => unknown).call(undefined, source, importer);
};

describe('Radix Themes without its tooltip provider', () => {
  it("gives theme.js alone the stand-in, and it covers every name theme.js takes from 'radix-ui'", () => {
    expect(resolveId('radix-ui', themeJs)).toBe('\0radix-theme-without-tooltip');
    expect(resolveId('radix-ui', themeJs.replace('theme.js', 'tooltip.js'))).toBeNull();
    expect(resolveId('./theme.props.js', themeJs)).toBeNull();
    const imported = /import\s*\{([^}]*)\}\s*from\s*"radix-ui"/.exec(readFileSync(themeJs, 'utf8'))?.[1];
    expect(imported, "theme.js's import from radix-ui").toBeDefined();
    const names = imported!.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]);
    expect(names.sort()).toEqual(['Direction', 'Slot', 'Tooltip']);
  });

  it('finds no tooltip in the shop (it would throw without the provider the root theme no longer mounts)', () => {
    const withTooltip = sourceFiles(srcDir).filter((file) =>
      /import\s*\{[^}]*\bTooltip\b[^}]*\}\s*from\s*'(@radix-ui\/themes|radix-ui)'/.test(readFileSync(file, 'utf8')),
    );
    expect(withTooltip.map((file) => path.relative(srcDir, file))).toEqual([]);
  });
});
