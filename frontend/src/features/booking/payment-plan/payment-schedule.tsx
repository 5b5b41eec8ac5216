import { Badge } from '@radix-ui/themes';
import { formatCents, formatDay, type ScheduleEntryView } from '@pokerfest/domain';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table';
import { entryStatusLooks } from './schedule-words';

/** One payment of a schedule as the table shows it. */
export interface ScheduleRow {
  id: number;
  label: string;
  /** 'YYYY-MM-DD'. */
  dueDate: string;
  amountCents: number;
  /** Absent on the checkout's preview: nothing is paid or due before the order is placed. */
  status?: ScheduleEntryView['status'];
}

interface PaymentScheduleProps {
  rows: readonly ScheduleRow[];
  /** The shop's currency when not said. */
  currency?: string;
  /** The day shown as 'Today' (the checkout's first payment). */
  today?: string;
}

const dueWords = (row: ScheduleRow, today: string | undefined) => (row.dueDate === today ? 'Today' : formatDay(row.dueDate));

/**
 * A schedule of payments: what each is, when it is due, how much, and (once placed) where it stands;
 * an overdue one is marked in red. Below 600 px of its own width each payment becomes a card of lines.
 */
export function PaymentSchedule({ rows, currency, today }: PaymentScheduleProps) {
  const withStatus = rows.some((row) => row.status !== undefined);
  const columns: RecordColumn<ScheduleRow>[] = [
    { label: 'Payment', rowHeader: true, cell: (row) => row.label },
    { label: 'Due', cell: (row) => <span data-testid="schedule-due">{dueWords(row, today)}</span> },
    { label: 'Amount', justify: 'end', cell: (row) => <span data-testid="schedule-amount">{formatCents(row.amountCents, currency)}</span> },
  ];
  if (withStatus) {
    columns.push({
      label: 'Status',
      cell: (row) => {
        if (!row.status) return null;
        const look = entryStatusLooks[row.status];
        return (
          <Badge color={look.color} highContrast={row.status === 'overdue'} data-testid="schedule-status">
            {look.label}
          </Badge>
        );
      },
    });
  }
  return (
    <div data-testid="payment-schedule">
      <RecordTable columns={columns} rows={rows} whenEmpty={null} stackWhenNarrow />
    </div>
  );
}

/** The rows of an order's schedule, each labelled by its place in the plan. */
export function scheduleRows(schedule: readonly ScheduleEntryView[], label: (index: number) => string): ScheduleRow[] {
  return schedule.map((entry, index) => ({ id: index, label: label(index), dueDate: entry.dueDate, amountCents: entry.amountCents, status: entry.status }));
}
