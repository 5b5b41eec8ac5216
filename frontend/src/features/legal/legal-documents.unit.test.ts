import { readFile } from 'node:fs/promises';
import { FULL_REFUND_DAYS as SERVER_FULL_REFUND_DAYS, fullRefundDue } from '@pokerfest/domain';
import { describe, expect, it } from 'vitest';
import { FULL_REFUND_DAYS } from '../../config/support';
import { fillPlaceholders, legalDocumentOrder, legalDocuments, placeholdersWithShop, unknownPlaceholders } from './legal-documents';

const sources = Object.fromEntries(
  await Promise.all(legalDocumentOrder.map(async (id) => [id, await legalDocuments[id].load()] as const)),
);

describe('legal documents', () => {
  it.each(legalDocumentOrder)('%s opens with its title as the one top-level heading and names only known placeholders', (id) => {
    const source = sources[id] ?? '';
    expect(source.split('\n')[0]).toBe(`# ${legalDocuments[id].title}`);
    expect(source.match(/^# /gm)).toHaveLength(1);
    expect(unknownPlaceholders(source)).toEqual([]);
    expect(fillPlaceholders(source)).not.toMatch(/\{\{/);
  });

  it('states the refund rule the server applies, in the words of the help page', () => {
    expect(FULL_REFUND_DAYS).toBe(SERVER_FULL_REFUND_DAYS);
    const policy = fillPlaceholders(sources.cancellationPolicy ?? '').replace(/\s+/g, ' ');
    expect(policy).toContain(`Cancellations ${SERVER_FULL_REFUND_DAYS} days or more before the festival starts are eligible for a full refund.`);
    expect(policy).toContain(`Less than ${SERVER_FULL_REFUND_DAYS} days before the festival's first day:** the booking can still be cancelled, but nothing is refunded.`);
    // the page's "any time on the 14th day before the start" is the server's calendar-day reading
    expect(fullRefundDue('2027-03-15', new Date('2027-03-01T23:59:00Z'))).toBe(true);
    expect(fullRefundDue('2027-03-15', new Date('2027-03-02T00:00:00Z'))).toBe(false);
  });

  it('fills the shop facts in and leaves an unknown placeholder visible', () => {
    expect(fillPlaceholders('Mail {{supportEmail}} within {{ fullRefundDays }} days, {{typo}}', { supportEmail: 'a@b.example', fullRefundDays: '14' })).toBe(
      'Mail a@b.example within 14 days, {{typo}}',
    );
    expect(unknownPlaceholders('{{supportEmail}} {{typo}}', { supportEmail: 'x' })).toEqual(['typo']);
  });

  it('names the seller and the support address the server is configured with', () => {
    const shop = { seller: { name: 'Seller GmbH', address: 'Ring 1, 1010 Vienna', supportEmail: 'help@seller.example' } };
    expect(fillPlaceholders(sources.imprint!, placeholdersWithShop(shop))).toContain('**Seller GmbH**\\\nRing 1, 1010 Vienna');
    expect(fillPlaceholders(sources.imprint!, placeholdersWithShop(shop))).toContain('[help@seller.example](mailto:help@seller.example)');
    expect(placeholdersWithShop(undefined).sellerName).toBe(fillPlaceholders('{{productName}}'));
  });

  it('keeps every text in the content folder the README lists', async () => {
    const readme = await readFile(new URL('../../content/legal/README.md', import.meta.url), 'utf8');
    for (const id of legalDocumentOrder) expect(readme).toContain(legalDocuments[id].path);
  });
});
