import { Text } from '@radix-ui/themes';
import type { DocumentView } from '@pokerfest/domain';
import { SectionCard } from '../../../components/ui/section-card';
import { DocumentList } from './document-list';

/**
 * The confirmation page's 'Documents': the booking's invoice and any later invoice or credit note.
 * Shown once there is one; the print view leaves it out (its links are for the screen).
 */
export function DocumentsSection({ documents }: { documents: readonly DocumentView[] | undefined }) {
  if (!documents?.length) return null;
  return (
    <SectionCard headingId="order-documents-heading" title="Documents" className="receipt-screen-only">
      <Text as="p" size="2" color="gray" mb="3">
        Your invoices and credit notes for this booking, as PDF files.
      </Text>
      <DocumentList documents={documents} label="Invoices and credit notes" />
    </SectionCard>
  );
}
