import { describe, expect, it } from 'vitest';
import { attributionHtml } from './map-config';

describe('the map attribution', () => {
  it('links the credit to the page the tile source names', () => {
    expect(attributionHtml({ text: '© OpenStreetMap contributors', url: 'https://www.openstreetmap.org/copyright' })).toBe(
      '<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">© OpenStreetMap contributors</a>',
    );
  });

  it('keeps configured text from becoming markup', () => {
    expect(attributionHtml({ text: '<img src=x onerror=alert(1)> & "co"', url: null })).toBe('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;co&quot;');
    expect(attributionHtml({ text: 'Tiles', url: 'https://x.example/?a="b"' })).toContain('href="https://x.example/?a=&quot;b&quot;"');
    expect(attributionHtml(null)).toBeUndefined();
  });
});
