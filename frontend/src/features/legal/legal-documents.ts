// The four legal pages: which path shows which owner-edited Markdown file, and the facts the texts
// share with the rest of the app (product spec section 9), filled in so every screen says the same.
import { DEFAULT_CANCELLATION_POLICY, policySentences, type ShopView } from '@pokerfest/domain';
import { PRODUCT_NAME } from '../../config/brand';
import { appPaths } from '../../config/paths';
import { SUPPORT_EMAIL, SUPPORT_HOURS } from '../../config/support';

export type LegalDocumentId = 'terms' | 'privacy' | 'cancellationPolicy' | 'imprint';

export interface LegalDocument {
  id: LegalDocumentId;
  path: string;
  /** The page's heading, the link text in the footer and the browser tab's title. */
  title: string;
  /** The Markdown source, loaded only when its page is opened (each text is its own chunk). */
  load: () => Promise<string>;
}

// Every text but the README, each its own chunk: it loads only when its page is opened.
const sources = import.meta.glob<string>(['../../content/legal/*.md', '!../../content/legal/README.md'], { query: '?raw', import: 'default' });

function legalDocument(id: LegalDocumentId, title: string, file: string): LegalDocument {
  const load = sources[`../../content/legal/${file}.md`];
  if (!load) throw new Error(`content/legal/${file}.md is missing`);
  return { id, path: appPaths[id], title, load };
}

export const legalDocuments: Record<LegalDocumentId, LegalDocument> = {
  terms: legalDocument('terms', 'Terms of Service', 'terms'),
  privacy: legalDocument('privacy', 'Privacy Policy', 'privacy'),
  cancellationPolicy: legalDocument('cancellationPolicy', 'Cancellation Policy', 'cancellation-policy'),
  imprint: legalDocument('imprint', 'Imprint', 'imprint'),
};

/** Footer order. */
export const legalDocumentOrder: readonly LegalDocumentId[] = ['terms', 'privacy', 'cancellationPolicy', 'imprint'];

/** The cancellation policy's sentences as a Markdown list, one item per tier. */
export function sentenceList(sentences: readonly string[]): string {
  return sentences.map((sentence) => `- ${sentence}`).join('\n');
}

/** The values the texts may name as `{{placeholder}}` (listed in content/legal/README.md). */
export const legalPlaceholders: Readonly<Record<string, string>> = {
  productName: PRODUCT_NAME,
  // the seller in force (Admin → Settings, else SELLER_NAME, SELLER_ADDRESS; GET /api/shop); these stand in until it is read
  sellerName: PRODUCT_NAME,
  sellerAddress: '',
  supportEmail: SUPPORT_EMAIL,
  supportHours: SUPPORT_HOURS,
  // the policy the server has in force stands in for these (placeholdersWithPolicy) once it is read
  policySentences: sentenceList(policySentences(DEFAULT_CANCELLATION_POLICY)),
};

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** The text with its placeholders filled in; an unknown one stays visible so a typo shows on the page. */
export function fillPlaceholders(source: string, values: Readonly<Record<string, string>> = legalPlaceholders): string {
  return source.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

/** Placeholders a text names that have no value. */
export function unknownPlaceholders(source: string, values: Readonly<Record<string, string>> = legalPlaceholders): string[] {
  return [...source.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').filter((name) => !(name in values));
}

/** An address of several lines as Markdown keeps them: a hard break (backslash) ends each line. */
function markdownLines(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\\\n');
}

/** The placeholder values with the seller in force (Settings, else the server's configuration) and its support e-mail. */
export function placeholdersWithShop(shop: ShopView | undefined): Readonly<Record<string, string>> {
  if (!shop) return legalPlaceholders;
  return { ...legalPlaceholders, sellerName: shop.seller.name, sellerAddress: markdownLines(shop.seller.address), supportEmail: shop.seller.supportEmail };
}

/** The placeholder values with the cancellation policy's sentences as the server states them. */
export function placeholdersWithPolicy(values: Readonly<Record<string, string>>, sentences: readonly string[]): Readonly<Record<string, string>> {
  return { ...values, policySentences: sentenceList(sentences) };
}
