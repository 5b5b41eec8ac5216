import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PriceView } from '@pokerfest/domain';
import type { PricedPackage } from '../price-calls';
import { VoucherCode } from './voucher-code';

const view = { discounts: [] } as unknown as PriceView;
const markup = (applied: string | null, priced: PricedPackage | undefined, extra: { checking?: boolean; uncheckedNote?: string } = {}) =>
  renderToStaticMarkup(<VoucherCode applied={applied} priced={priced} checking={extra.checking ?? false} onApply={() => undefined} onRemove={() => undefined} uncheckedNote={extra.uncheckedNote} />);

describe('“Have a code?” (issue 32)', () => {
  it('starts as a link that reveals the field', () => {
    const html = markup(null, { view, voucherCode: null, refusal: null });
    expect(html).toContain('Have a code?');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('<input');
  });

  it('shows an accepted code as applied, with a way to remove it', () => {
    const html = markup('SPRING10', { view, voucherCode: 'SPRING10', refusal: null });
    expect(html).toContain('Code <strong>SPRING10</strong> applied');
    expect(html).toContain('aria-label="Remove code SPRING10"');
  });

  it('keeps a refused code in its field with the API’s reason under it, announced and describing the field', () => {
    const html = markup('OLD10', { view, voucherCode: null, refusal: 'The code OLD10 is no longer valid.' });
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain(`id="${describedBy}" role="alert"`);
    expect(html).toContain('The code OLD10 is no longer valid.');
    expect(html).toContain('value="OLD10"');
  });

  it('waits while the code is checked, and says when a visitor’s code will be', () => {
    expect(markup('SPRING10', { view, voucherCode: null, refusal: null }, { checking: true })).toContain('Apply');
    expect(markup('SPRING10', undefined, { uncheckedNote: 'is checked when you log in to book' })).toContain('Code <strong>SPRING10</strong> is checked when you log in to book');
  });
});
