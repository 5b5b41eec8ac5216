import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// DejaVu Sans, embedded (subset) in every document so that any buyer's name prints: Latin with its
// accents, Greek, Cyrillic and more, where the PDF standard fonts know only Western European
// letters. Found through node_modules at run time, from the sources as from the compiled server
// (dist/server keeps dependencies as imports), and read once per process, on the first document.

export interface DocumentFonts {
  regular: Buffer;
  bold: Buffer;
}

let loaded: DocumentFonts | undefined;

export function fontDirectory(): string {
  const resolveFrom = createRequire(import.meta.url);
  return path.join(path.dirname(resolveFrom.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
}

export function documentFonts(): DocumentFonts {
  if (!loaded) {
    const directory = fontDirectory();
    loaded = { regular: readFileSync(path.join(directory, 'DejaVuSans.ttf')), bold: readFileSync(path.join(directory, 'DejaVuSans-Bold.ttf')) };
  }
  return loaded;
}
