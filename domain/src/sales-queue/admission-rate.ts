// How many visitors a queue lets through at a tick: a token bucket refilled at the owner's rate.
// The bucket holds at most `burstMs` worth (at least one visitor; the caller gives a little more
// than its tick), so time in which nobody waited, or the queue was paused, does not pile up into a
// burst when people arrive.

export interface AdmissionBucket {
  tokens: number;
  refilledAt: Date;
}

export interface AdmissionTick {
  now: Date;
  perMinute: number;
  paused: boolean;
  /** Visitors waiting with a place, in order. */
  waiting: number;
  /** The most the bucket saves up, as time at the rate. */
  burstMs: number;
}

export function bucketCapacity(perMinute: number, burstMs: number): number {
  return Math.max(1, (perMinute * burstMs) / 60_000);
}

/** The visitors to let through now, and the bucket after it. */
export function admissionsDue(bucket: AdmissionBucket, tick: AdmissionTick): { admit: number; bucket: AdmissionBucket } {
  const elapsedMs = Math.max(0, tick.now.getTime() - bucket.refilledAt.getTime());
  const refill = tick.paused ? 0 : (elapsedMs / 60_000) * tick.perMinute;
  const tokens = Math.min(bucketCapacity(tick.perMinute, tick.burstMs), bucket.tokens + refill);
  // paused: nobody, whatever was saved before
  const admit = tick.paused ? 0 : Math.min(Math.floor(tokens), Math.max(0, tick.waiting));
  return { admit, bucket: { tokens: tokens - admit, refilledAt: tick.now } };
}

/** Seconds until a visitor with `ahead` people before them is let through, at the current rate; null while paused. */
export function estimatedWaitSeconds(ahead: number, perMinute: number, paused: boolean): number | null {
  if (paused || perMinute <= 0) return null;
  return Math.ceil(((ahead + 1) / perMinute) * 60);
}
