import { Button, Flex, Text } from '@radix-ui/themes';
import type { DocumentView } from '@pokerfest/domain';
import { formatDate, formatMoney } from '../../catalogue';
import { documentDownloadLabel, documentTitle } from './document-words';

function DocumentEntry({ document }: { document: DocumentView }) {
  return (
    <li data-testid="order-document">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Flex direction="column" gap="1" minWidth="0">
          <Text weight="bold">{documentTitle(document)}</Text>
          <Text size="2" color="gray">
            <time dateTime={document.issuedAt}>{formatDate(document.issuedAt)}</time> · {formatMoney(document.total, document.currency)}
          </Text>
          {document.corrects.length > 0 && (
            <Text size="1" color="gray">
              Corrects {document.corrects.join(', ')}
            </Text>
          )}
        </Flex>
        {/* a plain link: the browser downloads it with the session cookie, no script state needed */}
        <Button asChild size="2" variant="soft">
          <a href={document.url} download aria-label={documentDownloadLabel(document)}>
            Download PDF
          </a>
        </Button>
      </Flex>
    </li>
  );
}

/** An order's invoices and credit notes, oldest first, each with its number, date, total and PDF. */
export function DocumentList({ documents, label }: { documents: readonly DocumentView[]; label: string }) {
  return (
    <Flex asChild direction="column" gap="3" m="0" p="0" style={{ listStyle: 'none' }}>
      <ul aria-label={label}>
        {documents.map((document) => (
          <DocumentEntry key={document.id} document={document} />
        ))}
      </ul>
    </Flex>
  );
}
