import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { homeHeroText } from '../src/features/catalogue/home-hero-text';

// What the build knows of the shells' words; the server fills the rest (a festival's title) per request.
const BUILD_VALUES: Record<string, string> = { homeHeroTitle: homeHeroText.title, homeHeroLead: homeHeroText.lead };

/**
 * Writes each page shell of `shellsDir` to `dist/shells/<name>.html` with the words the build
 * knows filled in: the server puts the one a path asks for into index.html's shell region (ADR 0026).
 */
export function pageShells(shellsDir: string): Plugin {
  return {
    name: 'page-shells',
    apply: 'build',
    generateBundle() {
      for (const file of readdirSync(shellsDir).filter((name) => name.endsWith('.html'))) {
        const source = readFileSync(path.join(shellsDir, file), 'utf8');
        const filled = source.replace(/\{\{(\w+)\}\}/g, (slot, key: string) => (key in BUILD_VALUES ? escapeHtml(BUILD_VALUES[key]!) : slot));
        this.emitFile({ type: 'asset', fileName: `shells/${file}`, source: filled });
      }
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
