import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LegalMarkdown } from './legal-markdown';

const render = (source: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <LegalMarkdown source={source} />
    </MemoryRouter>,
  );

describe('legal Markdown', () => {
  it('renders headings, lists, emphasis and links', () => {
    const html = render('# Imprint\n\nSee the **[terms](/terms)** or [mail us](mailto:support@example.test).\n\n- one\n- two\n');
    expect(html).toMatch(/<h1[^>]*>Imprint<\/h1>/);
    expect(html).toContain('href="/terms"');
    expect(html).toContain('href="mailto:support@example.test"');
    expect(html).toMatch(/<li>one<\/li>/);
  });

  it('shows raw HTML as text and never renders a script, handler or javascript: link', () => {
    const html = render('# T\n\n<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[click](javascript:alert(3))\n');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).toContain('&lt;script&gt;');
  });
});
