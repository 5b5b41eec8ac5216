import { DataList } from '@radix-ui/themes';
import type { ReactNode } from 'react';

export interface BookingFact {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** Label and value pairs about a booking (reference, festival, dates, traveller), the same on every booking screen. */
export function BookingFacts({ facts, size = '2' }: { facts: readonly BookingFact[]; size?: '2' | '3' }) {
  return (
    <DataList.Root size={size}>
      {facts.map((fact) => (
        <DataList.Item key={fact.label}>
          <DataList.Label>{fact.label}</DataList.Label>
          <DataList.Value data-testid={fact.testId}>{fact.value}</DataList.Value>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
