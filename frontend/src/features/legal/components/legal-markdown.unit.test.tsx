import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fillPlaceholders, legalDocuments, legalPlaceholders, placeholdersWithPolicy } from '../legal-documents';
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

  it("renders the cancellation policy's sentences as the How it works list, one item per tier", async () => {
    const source = await legalDocuments.cancellationPolicy.load();
    const sentences = ['Cancellations 30 days or more before the festival starts are eligible for a full refund.', "Cancellations less than 30 days before the festival's first day are refunded at 50%."];
    const html = render(fillPlaceholders(source, placeholdersWithPolicy(legalPlaceholders, sentences)));
    expect(html).toMatch(/How it works<\/h2><ul><li>Cancellations 30 days or more before the festival starts are eligible for a full refund\.<\/li><li>Cancellations less than 30 days before the festival(&#x27;|')s first day are refunded at 50%\.<\/li><\/ul>/);
  });
});
