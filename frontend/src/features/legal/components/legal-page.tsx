import { Container } from '@radix-ui/themes';
import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../../config/brand';
import { fillPlaceholders, type LegalDocument } from '../legal-documents';
import { LegalMarkdown } from './legal-markdown';
import '../legal.css';

/** The browser tab names the page while it is shown (a bookmark or a second tab opened from a checkbox). */
function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/** /terms, /privacy, /cancellation-policy and /imprint: the owner's text, its first heading the page's h1. */
export function LegalPage({ document: legalDocument, source }: { document: LegalDocument; source: string }) {
  useDocumentTitle(`${legalDocument.title} · ${PRODUCT_NAME}`);
  return (
    <Container size="2" px="4" py="7">
      <article aria-label={legalDocument.title}>
        <LegalMarkdown source={fillPlaceholders(source)} />
      </article>
    </Container>
  );
}
