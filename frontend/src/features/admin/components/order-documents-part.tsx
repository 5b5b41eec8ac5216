import { Flex, Heading, Text } from '@radix-ui/themes';
import type { AdminOrderView } from '@pokerfest/domain';
import { errorText } from '../../../lib/api-client';
import { DocumentList, mayHaveDocuments, useOrderDocuments } from '../../booking';
import { QueryState } from './query-state';

/** The order's invoices and credit notes in its history dialog, each with its PDF; nothing for an unpaid order. */
export function OrderDocumentsPart({ order }: { order: AdminOrderView }) {
  const documents = useOrderDocuments(order);
  if (!mayHaveDocuments(order)) return null;
  return (
    <Flex asChild direction="column" gap="3" mt="4" pt="4" style={{ borderTop: '1px solid var(--gray-a5)' }}>
      <section aria-labelledby="order-history-documents-heading">
        <Heading as="h3" size="3" id="order-history-documents-heading">
          Documents
        </Heading>
        <QueryState query={documents} error={<>Could not load the order’s documents: {errorText(documents.error)}</>}>
          {documents.data?.length ? (
            <DocumentList documents={documents.data} label="Invoices and credit notes of this order" />
          ) : (
            <Text color="gray">No invoice or credit note has been issued for this order yet.</Text>
          )}
        </QueryState>
      </section>
    </Flex>
  );
}
