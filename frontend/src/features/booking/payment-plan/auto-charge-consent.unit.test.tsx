import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AutoChargeConsent } from './auto-charge-consent';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the consent to automatic charges at a plan’s first payment (issue 31)', () => {
  it('is a labelled box, unticked unless the player ticks it, described by what keeps the player in control', () => {
    const html = renderToStaticMarkup(<AutoChargeConsent checked={false} onCheckedChange={() => undefined} />);
    expect(html).toMatch(/<label[^>]*>.*role="checkbox".*Charge the later payments to this card on their due dates.*<\/label>/s);
    expect(html).toMatch(/role="checkbox"[^>]*aria-checked="false"/);
    const described = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(described).toBeTruthy();
    expect(html).toContain(`id="${described}"`);
    expect(text(html)).toContain('A reminder e-mail comes 7 days before each payment, and you can stop automatic charges at any time from your booking.');
  });

  it('shows the player’s tick', () => {
    expect(renderToStaticMarkup(<AutoChargeConsent checked onCheckedChange={() => undefined} />)).toMatch(/role="checkbox"[^>]*aria-checked="true"/);
  });
});
