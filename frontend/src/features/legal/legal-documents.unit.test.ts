import { readFile } from 'node:fs/promises';
import { DEFAULT_CANCELLATION_POLICY, fullRefundDue, policySentences } from '@pokerfest/domain';
import { describe, expect, it } from 'vitest';
import { fillPlaceholders, legalDocumentOrder, legalDocuments, legalPlaceholders, placeholdersWithPolicy, placeholdersWithShop, unknownPlaceholders } from './legal-documents';

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

  it("states the policy's sentences as the How it works list, the default's until the server's arrive", () => {
    const source = sources.cancellationPolicy ?? '';
    const byDefault = fillPlaceholders(source);
    expect(byDefault).toContain('## How it works\n\n- Cancellations 14 days or more before the festival starts are eligible for a full refund.\n');
    for (const sentence of policySentences(DEFAULT_CANCELLATION_POLICY)) expect(byDefault).toContain(`- ${sentence}`);
    const served = ['Cancellations 30 days or more before the festival starts are eligible for a full refund.', "Cancellations less than 30 days before the festival's first day are refunded at 50%."];
    const filled = fillPlaceholders(source, placeholdersWithPolicy(legalPlaceholders, served));
    expect(filled).toContain(`- ${served[0]}\n- ${served[1]}\n`);
    expect(filled).not.toContain('14 days or more');
    expect(byDefault.replace(/\s+/g, ' ')).toMatch(/cancel or change your booking yourself.*"Change booking" or "Cancel booking"/);
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
    const shop = { seller: { name: 'Seller GmbH', address: 'Ring 1, 1010 Vienna', supportEmail: 'help@seller.example' }, lowStockThreshold: 3 };
    expect(fillPlaceholders(sources.imprint!, placeholdersWithShop(shop))).toContain('**Seller GmbH**\\\nRing 1, 1010 Vienna');
    expect(fillPlaceholders(sources.imprint!, placeholdersWithShop(shop))).toContain('[help@seller.example](mailto:help@seller.example)');
    expect(placeholdersWithShop(undefined).sellerName).toBe(fillPlaceholders('{{productName}}'));
  });

  it('keeps each line of a multi-line seller address as its own line in the Markdown', () => {
    const shop = { seller: { name: 'Seller GmbH', address: 'Kärntner Ring 1\n1010 Vienna\n', supportEmail: 'help@seller.example' }, lowStockThreshold: 3 };
    expect(fillPlaceholders(sources.imprint!, placeholdersWithShop(shop))).toContain('**Seller GmbH**\\\nKärntner Ring 1\\\n1010 Vienna\n');
  });

  it('keeps every text in the content folder the README lists', async () => {
    const readme = await readFile(new URL('../../content/legal/README.md', import.meta.url), 'utf8');
    for (const id of legalDocumentOrder) expect(readme).toContain(legalDocuments[id].path);
  });
});
