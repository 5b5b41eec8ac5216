import { Callout } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { holdState, useOrder } from '../../checkout';

const TICK_MS = 1000;

/** The time now, again every second while `running`. */
function useNow(running: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(new Date()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
}

const EXPIRED = 'The hold on this booking has expired and its room and seats were released. Please start your booking again.';

/**
 * How long the order holds its room and seats, with date, time zone and a live countdown: the
 * server releases them when an unpaid hold ends, and the player should know before it happens
 * rather than find out at the pay button.
 */
export function HoldNotice({ orderId }: { orderId: string }) {
  const order = useOrder(orderId).data;
  const holdEnds = order?.status === 'pending' ? order.holdExpiresAt : null;
  const now = useNow(Boolean(holdEnds));
  if (!order) return null;
  const hold = holdEnds ? holdState(holdEnds, now) : null;
  if (order.status === 'expired' || hold?.kind === 'expired') {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>{EXPIRED}</Callout.Text>
      </Callout.Root>
    );
  }
  if (!hold) return null;
  return (
    <Callout.Root color="gray">
      <Callout.Text data-testid="hold-notice">{hold.text}</Callout.Text>
    </Callout.Root>
  );
}
