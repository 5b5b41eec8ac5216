import { Container } from '@radix-ui/themes';
import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../../config/brand';
import { useCancellationPolicy } from '../../../lib/cancellation-policy';
import { useShop } from '../../../lib/shop';
import { fillPlaceholders, placeholdersWithPolicy, placeholdersWithShop, type LegalDocument } from '../legal-documents';
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
  const shop = useShop();
  // the cancellation policy in force (the default's words while it loads or when offline)
  const policy = useCancellationPolicy();
  // the imprint names the configured seller: wait for it rather than show the stand-in first
  if (shop.isPending) return null;
  return (
    <Container size="2" px="4" py="7">
      <article aria-label={legalDocument.title}>
        <LegalMarkdown source={fillPlaceholders(source, placeholdersWithPolicy(placeholdersWithShop(shop.data), policy.sentences))} />
      </article>
    </Container>
  );
}
