import '../sales-queue.css';
import { Callout, Flex, Heading, Text, VisuallyHidden } from '@radix-ui/themes';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { formatCount } from '@pokerfest/domain';
import { formatDateTime, formatTime } from '../../catalogue';
import { aheadText, announcement, clockText, leadText, panelView, waitText, type PanelView } from '../panel-state';
import { serverNow, type QueueReading } from '../queue-reading';
import { useLiveQueue } from '../use-live-queue';
import { Countdown } from './countdown';

export interface SalesPanelProps {
  productId: string;
  reading: QueueReading;
  /** Whether the opening is the festival's own (all of it waits) rather than some rooms' or seats'. */
  wholeFestival: boolean;
}

/** A render every second, for the countdown and the time left. */
function useSecondTicks(): void {
  const [, setTicks] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTicks((ticks) => ticks + 1), 1000);
    return () => window.clearInterval(timer);
  }, []);
}

const PausedNotice = () => (
  <Callout.Root color="amber" size="1" data-testid="sales-paused">
    <Callout.Text>The queue is paused for a moment. You keep your place.</Callout.Text>
  </Callout.Root>
);

const KEEP_OPEN = "Keep this page open: it lets you in by itself when it's your turn.";

/** The panel's heading and what it says under it, for each view. */
function content(view: Exclude<PanelView, { kind: 'open' }>, wholeFestival: boolean): { title: string; body: ReactNode } {
  switch (view.kind) {
    case 'countdown':
      return {
        title: wholeFestival ? `Sales open on ${formatDateTime(view.opensAt)}` : `More goes on sale on ${formatDateTime(view.opensAt)}`,
        body: (
          <>
            <Text as="p" size="2">
              {wholeFestival ? 'Booking opens then.' : 'Rooms and tournaments marked “On sale from” can be booked from then; everything else can be booked now.'}
              {view.waitingRoomOpensAt &&
                ` The waiting room opens on this page ${leadText(Date.parse(view.opensAt) - Date.parse(view.waitingRoomOpensAt))} before, at ${formatTime(view.waitingRoomOpensAt)}.`}
            </Text>
            <Countdown msLeft={view.msLeft} label="Sales open in" />
          </>
        ),
      };
    case 'joining':
      return { title: 'Joining the queue…', body: <Text as="p" size="2">One moment: this page is taking your place in the queue.</Text> };
    case 'waiting-room':
      return {
        title: "You're in the waiting room",
        body: (
          <>
            <Text as="p" size="2">
              At {formatTime(view.opensAt)} everyone here gets a place in the queue in random order, so arriving earlier gives no advantage. Keep this page open
              to keep your place.
            </Text>
            <Countdown msLeft={view.msLeft} label="Sales open in" />
            {view.paused && <PausedNotice />}
          </>
        ),
      };
    case 'drawing':
      return {
        title: "You're in the queue",
        body: (
          <>
            <Text as="p" size="2">
              Your place is being drawn…
            </Text>
            {view.paused && <PausedNotice />}
          </>
        ),
      };
    case 'in-queue':
      return {
        title: "You're in the queue",
        body: (
          <>
            <Text as="p" size="4" weight="bold" data-testid="queue-position">
              Your place in the queue: {formatCount(view.position)}
            </Text>
            <Text as="p" size="2" data-testid="queue-ahead">
              {aheadText(view.ahead)}
            </Text>
            <Text as="p" size="2" data-testid="queue-wait">
              {waitText(view.paused ? null : view.estimatedWaitSeconds)}
            </Text>
            {view.paused && <PausedNotice />}
            <Text as="p" size="2" color="gray">
              {KEEP_OPEN}
            </Text>
          </>
        ),
      };
    case 'admitted':
      return {
        title: "It's your turn",
        body: (
          <>
            <Text as="p" size="2">
              You can book now, until {formatTime(view.expiresAt)}.
            </Text>
            <Text as="p" size="4" weight="bold" role="timer" data-testid="turn-time-left">
              Time left: {clockText(view.msLeft)}
            </Text>
          </>
        ),
      };
    default: {
      const unknownView: never = view;
      return unknownView;
    }
  }
}

/**
 * The festival page's sales panel (issue 30): the countdown to the opening, the waiting room, the
 * place in the queue or the visitor's turn, kept current by the server's events. Its live region says
 * only what changed in kind (announcement), never each second.
 */
export function SalesPanel({ productId, reading, wholeFestival }: SalesPanelProps) {
  useLiveQueue(productId, reading);
  useSecondTicks();
  const headingId = useId();
  const view = panelView(reading.status, serverNow(reading));
  if (view.kind === 'open') return null;
  const { title, body } = content(view, wholeFestival);
  return (
    <section aria-labelledby={headingId} className="sales-panel" data-testid="sales-panel" data-view={view.kind}>
      <Flex direction="column" gap="3">
        <Heading as="h2" size="5" id={headingId}>
          {title}
        </Heading>
        {body}
      </Flex>
      <VisuallyHidden role="status">{announcement(view)}</VisuallyHidden>
    </section>
  );
}
