import { lazy, Suspense } from 'react';
import type { SalesPanelProps } from './sales-panel';

// Most festivals have no queue: the panel's code (countdown, live updates) loads only for one that does.
const SalesPanel = lazy(async () => ({ default: (await import('./sales-panel')).SalesPanel }));

export function SalesPanelOnDemand(props: SalesPanelProps) {
  if (props.reading.status.state === 'open') return null;
  return (
    <Suspense fallback={null}>
      <SalesPanel {...props} />
    </Suspense>
  );
}
