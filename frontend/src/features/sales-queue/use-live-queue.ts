// Keeps the festival's queue status current while the sales panel is on screen (issue 30): at the
// waiting room's opening the page takes its place by itself; while it waits it listens to the
// server's events, and polls (which also keeps the place) when the stream fails or cannot be had.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { SalesQueueStatus } from '@pokerfest/domain';
import { apiPaths } from '../../config/paths';
import { joinQueue, queueQueryKey, readQueue } from './api/queue-calls';
import { readingOf, serverNow, type QueueReading } from './queue-reading';

const POLL_MS = 5_000;
/** A timer asked for longer than this fires at once in browsers: a later opening is met by the countdown's own refresh. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;
/** Asked a moment after the server's instant, so that its clock has surely passed it. */
const PAST_THE_MOMENT_MS = 300;

/** Runs `ask` every few seconds while mounted, the first time at once. */
function polling(ask: () => Promise<unknown>): () => void {
  let stopped = false;
  let timer: number | undefined;
  const round = () => {
    void ask()
      .catch(() => undefined)
      .finally(() => {
        if (!stopped) timer = window.setTimeout(round, POLL_MS);
      });
  };
  round();
  return () => {
    stopped = true;
    window.clearTimeout(timer);
  };
}

/** `ask` once the server's clock shows `at` (never sooner than a second from a status that said it was not yet). */
function atServerTime(at: string | null | undefined, reading: QueueReading, ask: () => Promise<unknown>): (() => void) | undefined {
  if (!at) return undefined;
  const due = Date.parse(at) - serverNow(reading);
  if (!(due < LONGEST_TIMER_MS)) return undefined;
  const timer = window.setTimeout(() => void ask().catch(() => undefined), due > 0 ? due + PAST_THE_MOMENT_MS : 1000);
  return () => window.clearTimeout(timer);
}

export function useLiveQueue(productId: string, reading: QueueReading): void {
  const queryClient = useQueryClient();
  const put = useCallback((next: QueueReading) => void queryClient.setQueryData(queueQueryKey(productId), next), [queryClient, productId]);
  // once a stream failed this page polls instead for the rest of its life
  const streamFailed = useRef(false);
  const { state, waitingRoomOpensAt, admission } = reading.status;
  const expiresAt = admission?.expiresAt;

  // counting down: the waiting room opens, and this page takes its place without a reload
  useEffect(() => {
    if (state !== 'countdown') return undefined;
    return atServerTime(waitingRoomOpensAt, reading, () => joinQueue(productId).then(put));
    // the reading's clock is read when the timer is set; a new status sets it again
  }, [state, waitingRoomOpensAt, productId, put, reading]);

  // a queue runs and this browser has no place: take one (again every few seconds until it is had)
  useEffect(() => {
    if (state !== 'not_joined') return undefined;
    return polling(() => joinQueue(productId).then(put));
  }, [state, productId, put]);

  // waiting: every change of the place, live
  useEffect(() => {
    if (state !== 'waiting') return undefined;
    const poll = () => joinQueue(productId).then(put);
    if (streamFailed.current || typeof EventSource === 'undefined') return polling(poll);
    const source = new EventSource(apiPaths.productQueueEvents(productId));
    let stopPolling: (() => void) | undefined;
    source.onmessage = (event: MessageEvent<string>) => {
      try {
        put(readingOf(JSON.parse(event.data) as SalesQueueStatus));
      } catch {
        // a line that is not a status: the next one is
      }
    };
    source.onerror = () => {
      source.close();
      streamFailed.current = true;
      stopPolling ??= polling(poll);
    };
    return () => {
      source.close();
      stopPolling?.();
    };
  }, [state, productId, put]);

  // a turn ends at its expiry: read the status again then (the page joins again if a queue still runs)
  useEffect(() => {
    if (state !== 'admitted') return undefined;
    return atServerTime(expiresAt, reading, () => readQueue(productId).then(put));
  }, [state, expiresAt, productId, put, reading]);
}
