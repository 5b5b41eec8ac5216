// Steps of the legal pages' browser test: the footer's links, and a consent text's link that opens
// its page in a new tab while the checkout stays as it was.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The four legal pages: the footer's link text, the path and the page's heading. */
export const LEGAL_PAGES = [
  { title: 'Terms of Service', path: '/terms' },
  { title: 'Privacy Policy', path: '/privacy' },
  { title: 'Cancellation Policy', path: '/cancellation-policy' },
  { title: 'Imprint', path: '/imprint' },
] as const;

export const SUPPORT_EMAIL = 'support@pokerfestivals.example';

/** The page's footer (contentinfo) links the four legal pages and help, and names the support contact. */
export async function expectFooter(page: Page, what: string): Promise<void> {
  const footer = page.getByRole('contentinfo');
  await footer.waitFor();
  for (const { title, path } of [...LEGAL_PAGES, { title: 'Help & Support', path: '/help' }]) {
    expect(await footer.getByRole('link', { name: title, exact: true }).getAttribute('href'), `${what}: footer link ${title}`).toBe(path);
  }
  expect(await footer.getByRole('link', { name: SUPPORT_EMAIL }).getAttribute('href'), `${what}: support e-mail`).toBe(`mailto:${SUPPORT_EMAIL}`);
  expect(await footer.textContent(), `${what}: support hours`).toContain('Mon-Fri 9am-5pm CET');
}

/**
 * Clicks `link` (inside or beside a consent text): it must open `path` in a new tab showing the
 * page's heading, leave the original page where it was, and not tick `checkbox` when there is one.
 */
export async function expectOpensInNewTab(page: Page, link: Locator, legal: { title: string; path: string }, checkbox?: Locator): Promise<void> {
  expect(await link.getAttribute('href')).toBe(legal.path);
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await link.getAttribute('rel')).toContain('noopener');
  const checkedBefore = checkbox ? await checkbox.getAttribute('aria-checked') : undefined;
  const before = page.url();
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  try {
    await tab.waitForURL((url) => url.pathname === legal.path);
    await tab.getByRole('heading', { level: 1, name: legal.title }).waitFor();
  } finally {
    await tab.close();
  }
  expect(page.url()).toBe(before);
  if (checkbox) expect(await checkbox.getAttribute('aria-checked'), `${legal.title}: the link does not toggle its checkbox`).toBe(checkedBefore);
}
