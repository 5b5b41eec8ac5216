import { Flex, Heading, Separator, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { PackageLines, SummaryLine } from '../package-lines';
import { PricedTotal } from './priced-total';
import { SummaryRow as Row } from './summary-row';

function Group({ title, lines }: { title: string; lines: SummaryLine[] }) {
  if (lines.length === 0) return null;
  return (
    <Flex direction="column" gap="1">
      <Heading as="h3" size="2" color="gray">
        {title}
      </Heading>
      {lines.map((line) => (
        <Row key={line.key} line={line} />
      ))}
    </Flex>
  );
}

interface PackageSummaryProps {
  lines: PackageLines;
  /** The total's test id, named after the screen's source (draft, order or wizard). */
  totalTestId: string;
  /** Below the total, e.g. the points estimate, a code or the credit choice. */
  footer?: ReactNode;
}

/**
 * The one package summary of both booking screens: room with dates and nights, paid seats, seats
 * paid at the venue, extras and the total with its discounts and credit (the details sidebar, the
 * payment page, the wizard's steps and the confirmation).
 */
export function PackageSummary({ lines, totalTestId, footer }: PackageSummaryProps) {
  const { room, paidSeats, venueSeats, extras, total, priced } = lines;
  const nothing = !room && paidSeats.length + venueSeats.length + extras.length === 0;
  return (
    <Flex direction="column" gap="3">
      {nothing && (
        <Text size="2" color="gray">
          No rooms, seats or extras selected.
        </Text>
      )}
      {room && (
        <Flex direction="column" gap="1">
          <Heading as="h3" size="2" color="gray">
            Accommodation
          </Heading>
          <Text size="2" weight="medium">
            {room.title}
          </Text>
          {room.dates && (
            <Text size="2" color="gray">
              {room.dates}
            </Text>
          )}
          <Row line={room.line} />
        </Flex>
      )}
      <Group title="Tournaments" lines={paidSeats} />
      <Group title="Reserved tournaments (pay at venue)" lines={venueSeats} />
      <Group title="Extras" lines={extras} />
      <Separator size="4" />
      <PricedTotal total={total} priced={priced} totalTestId={totalTestId} />
      {footer}
    </Flex>
  );
}
