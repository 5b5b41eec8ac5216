// The relative links of the repository's Markdown, and the anchors GitHub gives its headings: what
// scripts/docs/links.unit.test.ts checks so that moving a section never leaves a link behind.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export interface MarkdownLink {
  /** 1-based line of the link in its file. */
  line: number;
  target: string;
}

/** Lines outside fenced code blocks, with inline code blanked: links and headings there are text, not Markdown. */
function proseLines(markdown: string): { line: number; text: string }[] {
  const lines: { line: number; text: string }[] = [];
  let fence: string | undefined;
  markdown.split('\n').forEach((text, index) => {
    const opening = /^ {0,3}(`{3,}|~{3,})/.exec(text)?.[1];
    if (fence) {
      if (opening && opening[0] === fence[0] && opening.length >= fence.length) fence = undefined;
      return;
    }
    if (opening) {
      fence = opening;
      return;
    }
    lines.push({ line: index + 1, text: text.replace(/`[^`]*`/g, '``') });
  });
  return lines;
}

/** Inline links and images, `[text](target)`, outside code. */
export function markdownLinks(markdown: string): MarkdownLink[] {
  return proseLines(markdown).flatMap(({ line, text }) =>
    [...text.matchAll(/!?\[(?:[^\]]|\][^(])*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => ({ line, target: m[1]! })),
  );
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen. */
export function headingSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a file's headings; a repeated heading gets -1, -2, … as on GitHub. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of proseLines(markdown)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(text)?.[1];
    if (heading === undefined) continue;
    const slug = headingSlug(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/** Why a relative link of `file` (a path from the repository root) leads nowhere, or undefined when it arrives. */
export function brokenLink(file: string, target: string): string | undefined {
  if (isExternal(target)) return undefined;
  const [rawPath = '', rawAnchor] = target.split('#', 2);
  const targetPath = decodeURIComponent(rawPath);
  const resolved = targetPath === '' ? file : targetPath.startsWith('/') ? targetPath.slice(1) : path.join(path.dirname(file), targetPath);
  const full = path.join(repoRoot, resolved);
  if (!existsSync(full)) return `${resolved} does not exist`;
  if (rawAnchor === undefined || rawAnchor === '' || !resolved.endsWith('.md') || statSync(full).isDirectory()) return undefined;
  const anchor = decodeURIComponent(rawAnchor).toLowerCase();
  return headingAnchors(readFileSync(full, 'utf8')).has(anchor) ? undefined : `${resolved} has no heading #${anchor}`;
}

/** README.md and every Markdown file under docs/, as paths from the repository root. */
export function documentationFiles(): string[] {
  const under = (dir: string): string[] =>
    readdirSync(path.join(repoRoot, dir)).flatMap((name) => {
      const rel = path.join(dir, name);
      if (statSync(path.join(repoRoot, rel)).isDirectory()) return under(rel);
      return name.endsWith('.md') ? [rel] : [];
    });
  return ['README.md', ...under('docs')];
}
