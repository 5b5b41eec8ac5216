import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenLink, documentationFiles, headingAnchors, headingSlug, markdownLinks, repoRoot } from './markdown-links';

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

describe('the README and docs/', () => {
  // The README is the way in: the two set-up commands and where to read on. The rest lives in docs/ (issue 28).
  it('keeps the README at 200 lines at most', () => {
    expect(read('README.md').trimEnd().split('\n').length).toBeLessThanOrEqual(200);
  });

  it('opens the README with the two commands that set up a fresh machine', () => {
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(read('README.md'))?.[1] ?? '';
    expect(firstBlock.split('\n')[0]).toMatch(/^make run\b/);
    expect(firstBlock.split('\n')[1]).toMatch(/^make test\b/);
  });

  it('links only to files and headings that exist', () => {
    const broken = documentationFiles().flatMap((file) =>
      markdownLinks(read(file)).flatMap(({ line, target }) => {
        const why = brokenLink(file, target);
        return why ? [`${file}:${line} (${target}): ${why}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });
});

describe('reading Markdown links and anchors', () => {
  it('finds links and images outside code, with their lines', () => {
    const markdown = ['See [ops](docs/operations.md#metrics) and ![logo](img/a.png "Logo").', '`[not](a-link.md)`', '```', '[nor](this.md)', '```', '[`code` text](b.md)'].join('\n');
    expect(markdownLinks(markdown)).toEqual([
      { line: 1, target: 'docs/operations.md#metrics' },
      { line: 1, target: 'img/a.png' },
      { line: 6, target: 'b.md' },
    ]);
  });

  it('gives headings the anchors GitHub gives them', () => {
    expect(headingSlug('Booking: where the server overrules the spec')).toBe('booking-where-the-server-overrules-the-spec');
    expect(headingSlug('Timers that keep failing: parked')).toBe('timers-that-keep-failing-parked');
    expect(headingSlug('2. Details page: `POST /api/orders`')).toBe('2-details-page-post-apiorders');
    expect(headingSlug('Acknowledged means visible; read-your-own-writes')).toBe('acknowledged-means-visible-read-your-own-writes');
    expect([...headingAnchors('# Notes\n\n## Notes\n```sh\n# a shell comment\n```\n## Notes')]).toEqual(['notes', 'notes-1', 'notes-2']);
  });

  it('tells a missing file from a missing heading and leaves other sites alone', () => {
    expect(brokenLink('README.md', 'docs/operations.md#metrics-and-alerts')).toBeUndefined();
    expect(brokenLink('README.md', 'docs/no-such-page.md')).toBe('docs/no-such-page.md does not exist');
    expect(brokenLink('docs/architecture.md', 'operations.md#no-such-heading')).toBe('docs/operations.md has no heading #no-such-heading');
    expect(brokenLink('README.md', 'https://example.com/x.md#y')).toBeUndefined();
  });
});
