import { Flex, Table, Text } from '@radix-ui/themes';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { ColumnHeadings, type ColumnHeading } from '../../../components/ui/record-table';
import { scrollingElement, useSidewaysOverflow } from '../../../components/ui/sideways-overflow';

/** Radix renders the table inside its scroll area: this is the box that scrolls. */
const VIEWPORT = '.rt-ScrollAreaViewport';

/** A column heading: its label alone, or the label with its alignment. */
export type AdminColumn = string | ColumnHeading;

interface AdminTableProps {
  /** What the table lists ('Users'): names its scroll area when it scrolls. */
  label?: string;
  columns: readonly AdminColumn[];
  /** Shown across the whole table instead of rows. */
  emptyText: ReactNode;
  isEmpty: boolean;
  children: ReactNode;
}

/**
 * On a phone a wide table scrolls sideways inside its own box (Radix's scroll area, whose scroll bar
 * shows only on hover). While it does, a line above it says so, and the box is a named region that
 * takes keyboard focus, so a keyboard user can scroll it too; a table that fits is neither.
 */
function useScrollRegion(label: string, hintId: string) {
  const root = useRef<HTMLDivElement>(null);
  const overflows = useSidewaysOverflow(root, VIEWPORT);
  useEffect(() => {
    const box = scrollingElement(root, VIEWPORT);
    if (!box) return;
    const attributes = { tabindex: '0', role: 'region', 'aria-label': `${label}, scrolls sideways`, 'aria-describedby': hintId };
    for (const [name, value] of Object.entries(attributes)) {
      if (overflows) box.setAttribute(name, value);
      else box.removeAttribute(name);
    }
  }, [overflows, label, hintId]);
  return { root, overflows };
}

/** The admin lists' table: headings, then the rows or one line saying why there are none. */
export function AdminTable({ label, columns, emptyText, isEmpty, children }: AdminTableProps) {
  const headings = columns.map((column) => (typeof column === 'string' ? { label: column } : column));
  const hintId = useId();
  const { root, overflows } = useScrollRegion(label ?? `Table of ${headings.map((heading) => heading.label).join(', ')}`, hintId);
  return (
    <Flex direction="column" gap="2">
      {overflows && (
        <Text id={hintId} size="1" color="gray" data-testid="table-scroll-hint">
          Scroll sideways to see every column →
        </Text>
      )}
      <Table.Root variant="surface" ref={root}>
        <ColumnHeadings columns={headings} />
        <Table.Body>
          {isEmpty ? (
            <Table.Row>
              <Table.Cell colSpan={columns.length}>
                <Text as="p" color="gray" align="center">
                  {emptyText}
                </Text>
              </Table.Cell>
            </Table.Row>
          ) : (
            children
          )}
        </Table.Body>
      </Table.Root>
    </Flex>
  );
}
