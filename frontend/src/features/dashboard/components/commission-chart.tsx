import { Box, Flex, Table, Text } from '@radix-ui/themes';
import type { CommissionMonth } from '@pokerfest/domain';
import { formatMoney } from '../../catalogue';
import { commissionChartLayout, monthLabel, type ChartBar } from '../commission-chart';
import { wholeEurosOfCents } from '../referral-figures';
import { SectionCard } from '../../../components/ui/section-card';

const PENDING_FILL = 'var(--amber-9)';
const EARNED_FILL = 'var(--jade-9)';

function Legend() {
  const swatch = (fill: string) => <Box width="12px" height="12px" style={{ background: fill, borderRadius: 2 }} />;
  return (
    <Flex gap="4" aria-hidden="true">
      <Flex gap="2" align="center">
        {swatch(PENDING_FILL)}
        <Text size="2">Pending (booked, not yet checked in)</Text>
      </Flex>
      <Flex gap="2" align="center">
        {swatch(EARNED_FILL)}
        <Text size="2">Earned (checked in)</Text>
      </Flex>
    </Flex>
  );
}

function Bar({ bar, fill }: { bar: ChartBar; fill: string }) {
  return <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx={2} fill={fill} />;
}

/** The bars themselves; the table after them carries the same figures for screen readers. */
function Bars({ months }: { months: readonly CommissionMonth[] }) {
  const layout = commissionChartLayout(months);
  return (
    <svg viewBox={`0 0 ${layout.width} ${layout.height}`} width="100%" style={{ maxWidth: layout.width, display: 'block' }} aria-hidden="true" focusable="false">
      {layout.ticks.map((tick) => (
        <g key={tick.cents}>
          <line x1={layout.plotLeft - 8} x2={layout.width} y1={tick.y} y2={tick.y} stroke="var(--gray-a5)" />
          <text x={layout.plotLeft - 12} y={tick.y + 4} textAnchor="end" fontSize={11} fill="var(--gray-11)">
            {wholeEurosOfCents(tick.cents)}
          </text>
        </g>
      ))}
      {layout.groups.map((group) => (
        <g key={group.month}>
          <Bar bar={group.pending} fill={PENDING_FILL} />
          <Bar bar={group.earned} fill={EARNED_FILL} />
          <text x={group.centre} y={layout.baseline + 18} textAnchor="middle" fontSize={11} fill="var(--gray-11)">
            {group.label}
          </text>
        </g>
      ))}
    </svg>
  );
}

function FiguresTable({ months }: { months: readonly CommissionMonth[] }) {
  return (
    <Table.Root size="1" variant="ghost">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Check-in month</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">Pending</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">Earned</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {months.map((month) => (
          <Table.Row key={month.month}>
            <Table.RowHeaderCell>{monthLabel(month.month)}</Table.RowHeaderCell>
            <Table.Cell justify="end">{formatMoney(month.pendingCents / 100)}</Table.Cell>
            <Table.Cell justify="end">{formatMoney(month.earnedCents / 100)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** The commission projection by check-in month, pending against earned, drawn as plain SVG bars. */
export function CommissionChart({ months }: { months: readonly CommissionMonth[] }) {
  const sorted = [...months].sort((a, b) => a.month.localeCompare(b.month));
  return (
    <SectionCard headingId="commission-chart-heading" title="Commission Projection" as="h3" stack="3">
      {sorted.length === 0 ? (
        <Text as="p" color="gray">
          No bookings by your referred players yet.
        </Text>
      ) : (
        <>
          <Legend />
          <Box style={{ overflowX: 'auto' }}>
            <Bars months={sorted} />
          </Box>
          <FiguresTable months={sorted} />
        </>
      )}
    </SectionCard>
  );
}
