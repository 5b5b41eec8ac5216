import { describe, expect, it } from 'vitest';
import { pictureSources } from './picture-sources';

describe('what an <img> gets for a stored picture path', () => {
  it('gives no picture for an empty path, so the fallback shows without a request', () => {
    for (const empty of ['', '  ', 'null', '/null', null, undefined]) expect(pictureSources(empty)).toBeNull();
  });

  it('offers a demo photograph in both widths it ships in, with its size', () => {
    expect(pictureSources('/images/demo/vienna-spring.webp')).toEqual({
      src: '/images/demo/vienna-spring.webp',
      srcSet: '/images/demo/vienna-spring-480.webp 480w, /images/demo/vienna-spring.webp 960w',
      width: 960,
      height: 640,
    });
  });

  it('loads any other picture (an upload, an address elsewhere) as it is, with the 3:2 box it is cropped into', () => {
    expect(pictureSources('festival-1700000000.jpg')).toEqual({ src: '/uploads/festivals/festival-1700000000.jpg', width: 960, height: 640 });
    expect(pictureSources('https://cdn.example/a.webp')).toEqual({ src: 'https://cdn.example/a.webp', width: 960, height: 640 });
    // a .webp elsewhere in /images is not one of the photographs: no smaller copy to ask for
    expect(pictureSources('/images/demo/sub/x.webp')?.srcSet).toBeUndefined();
    expect(pictureSources('/uploads/hotels/h.webp')?.srcSet).toBeUndefined();
  });
});
