import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ImageDisplay } from './image-display';

const render = (src: string | null, extra: Partial<Parameters<typeof ImageDisplay>[0]> = {}) =>
  renderToStaticMarkup(<ImageDisplay src={src} alt="Vienna Spring Poker Festival" {...extra} />);

describe('a picture in its box', () => {
  it('loads a demo photograph with its widths, its size and a skeleton until it has loaded', () => {
    const html = render('/images/demo/vienna-spring.webp', { sizes: '380px' });
    expect(html).toContain('data-image="loading"');
    expect(html).toContain('data-testid="image-skeleton"');
    expect(html).toContain('srcSet="/images/demo/vienna-spring-480.webp 480w, /images/demo/vienna-spring.webp 960w"');
    expect(html).toContain('sizes="380px"');
    expect(html).toMatch(/<img[^>]* width="960" height="640"[^>]* alt="Vienna Spring Poker Festival"/);
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('No image available');
  });

  it('fetches the page’s main picture first', () => {
    const html = render('/images/demo/vienna-spring.webp', { priority: true });
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
  });

  it('shows the one fallback, sized, without a request for a picture that is not there', () => {
    for (const missing of [null, '', 'null']) {
      const html = render(missing);
      expect(html).toContain('data-image="fallback"');
      expect(html).toContain('No image available');
      expect(html).toMatch(/<img src="\/images\/image-placeholder.svg" alt="" width="960" height="640"/);
      expect(html).not.toContain('image-skeleton');
      expect(html.match(/<img/g)).toHaveLength(1);
    }
  });
});
