import '../checkout.css';
import { Text } from '@radix-ui/themes';
import type { SummaryLine } from '../package-lines';

/** One line of a booking summary: what, and its amount at the right (greyed when nothing is paid now). */
export function SummaryRow({ line, testId, strong = false }: { line: SummaryLine; testId?: string; strong?: boolean }) {
  const color = line.muted ? 'gray' : undefined;
  return (
    <div className="package-summary-row" data-testid={testId}>
      <Text size="2" color={color} weight={strong ? 'bold' : undefined}>
        {line.label}
      </Text>
      <Text size="2" weight={strong ? 'bold' : 'medium'} className="package-summary-amount" color={color}>
        {line.amount}
      </Text>
    </div>
  );
}
