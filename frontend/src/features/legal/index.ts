// The legal pages' public face for other features: their paths and titles, and the consent link.
// The page itself (with its Markdown renderer and styles) is loaded by the router on demand only.
export { LegalLink } from './components/legal-link';
export { legalDocumentOrder, legalDocuments, type LegalDocument, type LegalDocumentId } from './legal-documents';
