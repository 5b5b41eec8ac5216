import { describe, expect, it } from 'vitest';
import { imageSrc } from './image-src';

describe('image path handling (spec section 2, Image display)', () => {
  it('gives the placeholder for empty, "null" and "/null"', () => {
    for (const empty of ['', '  ', 'null', '/null', null, undefined]) {
      expect(imageSrc(empty)).toBe('/images/image-placeholder.svg');
    }
  });

  it('uses http, /uploads/ and other slash-led paths as they are', () => {
    expect(imageSrc('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
    expect(imageSrc('http://cdn.example/a.jpg')).toBe('http://cdn.example/a.jpg');
    expect(imageSrc('/uploads/hotels/h.png')).toBe('/uploads/hotels/h.png');
    expect(imageSrc('/images/demo/vienna-spring.webp')).toBe('/images/demo/vienna-spring.webp');
  });

  it('adds a leading slash to other paths containing a slash', () => {
    expect(imageSrc('uploads/hotels/h.png')).toBe('/uploads/hotels/h.png');
    expect(imageSrc('images/festival-x.svg')).toBe('/images/festival-x.svg');
  });

  it('maps festival- names to the festival uploads folder and .svg names to the images folder', () => {
    expect(imageSrc('festival-1700000000.jpg')).toBe('/uploads/festivals/festival-1700000000.jpg');
    expect(imageSrc('vienna-festival-2027.svg')).toBe('/uploads/festivals/vienna-festival-2027.svg');
    expect(imageSrc('vienna.svg')).toBe('/images/vienna.svg');
  });
});
