import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoImageUrls } from './demo-catalogue';

// Every picture the demo seed names ships with the front end (frontend/public), in both widths the
// shop serves (components/ui/picture-sources.ts), at its size and within its share of a first visit.
const publicDir = new URL('../../../frontend/public', import.meta.url);
const fileOf = (url: string) => new URL(`.${url}`, `${publicDir.href}/`);
const LIMITS = [
  { suffix: '', width: 960, height: 640, maxBytes: 36 * 1024 },
  { suffix: '-480', width: 480, height: 320, maxBytes: 14 * 1024 },
];

/** Width and height from a WebP file's header (lossy VP8, lossless VP8L or extended VP8X). */
function webpSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WEBP') throw new Error('not a WebP file');
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  throw new Error(`unknown WebP chunk ${chunk}`);
}

describe('the demo catalogue’s photographs', () => {
  it('names one picture per festival and per hotel, no two the same', () => {
    expect(demoImageUrls).toHaveLength(8);
    expect(new Set(demoImageUrls).size).toBe(demoImageUrls.length);
    for (const url of demoImageUrls) expect(url).toMatch(/^\/images\/demo\/[a-z-]+\.webp$/);
  });

  it.each(demoImageUrls)('%s ships in both widths, at its size and under its byte limit', (url) => {
    for (const { suffix, width, height, maxBytes } of LIMITS) {
      const file = fileOf(url.replace(/\.webp$/, `${suffix}.webp`));
      expect(existsSync(file), `${file.pathname} exists`).toBe(true);
      const bytes = readFileSync(file);
      expect(webpSize(bytes), file.pathname).toEqual({ width, height });
      expect(bytes.length, `${file.pathname} bytes`).toBeLessThanOrEqual(maxBytes);
    }
  });

  it('reads the size of each WebP flavour it may meet', () => {
    const lossy = Buffer.alloc(30);
    lossy.write('RIFF', 0, 'ascii');
    lossy.write('WEBPVP8 ', 8, 'ascii');
    lossy.writeUInt16LE(960, 26);
    lossy.writeUInt16LE(640, 28);
    expect(webpSize(lossy)).toEqual({ width: 960, height: 640 });
    const extended = Buffer.alloc(30);
    extended.write('RIFF', 0, 'ascii');
    extended.write('WEBPVP8X', 8, 'ascii');
    extended.writeUIntLE(479, 24, 3);
    extended.writeUIntLE(319, 27, 3);
    expect(webpSize(extended)).toEqual({ width: 480, height: 320 });
    expect(() => webpSize(Buffer.from('GIF89a-not-a-webp-file-at-all'))).toThrow('not a WebP file');
  });
});
