import { Link as ThemeLink } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { legalDocuments, type LegalDocumentId } from '../legal-documents';

/**
 * A consent text's link to the page it names. It opens a new tab, so a half-filled checkout stays as
 * it is; inside a checkbox's label it is interactive content, so a click follows the link and does
 * not tick the box.
 */
export function LegalLink({ document, children }: { document: LegalDocumentId; children: ReactNode }) {
  return (
    <ThemeLink href={legalDocuments[document].path} target="_blank" rel="noopener" underline="always">
      {children}
    </ThemeLink>
  );
}
