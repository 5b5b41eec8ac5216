import type { Plugin } from 'vite';

const SHIM_ID = '\0radix-theme-without-tooltip';

/**
 * Radix Themes' root `<Theme>` always mounts Radix's Tooltip provider, which pulls the tooltip, the
 * popper and Floating UI (about 9 KB compressed, a twentieth of a first visit) into the entry bundle.
 * The shop shows no tooltip, so in the build `theme.js` alone gets a `radix-ui` whose
 * `Tooltip.Provider` only renders its children; every other module imports the real one. A Themes
 * `<Tooltip>` would then throw for want of its provider: the guard test beside this file
 * refuses one in the source until it brings its own `Tooltip.Provider` (ADR 0026, addendum 2).
 */
export function themeWithoutTooltip(): Plugin {
  return {
    name: 'theme-without-tooltip',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'radix-ui' && importer && /[\\/]@radix-ui[\\/]themes[\\/]dist[\\/]esm[\\/]components[\\/]theme\.js$/.test(importer)) return SHIM_ID;
      return null;
    },
    load(id) {
      if (id !== SHIM_ID) return null;
      return [
        "export { Direction, Slot } from 'radix-ui';",
        'export const Tooltip = { Provider: ({ children }) => children };',
      ].join('\n');
    },
  };
}
