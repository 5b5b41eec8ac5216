// The browser suite can run in lanes side by side (E2E_LANES, default 1): each lane has its own API
// server, worker and scratch database (global-setup.ts), and runs its files one at a time, so no
// file sees another lane's festivals, settings or bookings, and a file's own order stays as written.
// Files are dealt to lanes by their measured run time (longest first, to the lane with the least
// so far), so the lanes end together; a file not in the table counts as an average one.
import { readdirSync } from 'node:fs';

/**
 * Seconds each file took, to balance the lanes: a two-lane run of the whole suite on 2 cores (their
 * proportions are what counts; refresh them when a file grows or shrinks a lot).
 */
const MEASURED_SECONDS: Record<string, number> = {
  'admin-catalogue-places.e2e.ts': 88,
  'admin-catalogue.e2e.ts': 114,
  'booking-change.e2e.ts': 60,
  'booking-wizard.e2e.ts': 84,
  'booking.e2e.ts': 91,
  'cancellation-policy.e2e.ts': 26,
  'checkout.e2e.ts': 99,
  'delivery.e2e.ts': 55,
  'documents.e2e.ts': 42,
  'identity.e2e.ts': 83,
  'legal.e2e.ts': 97,
  'location-picker.e2e.ts': 70,
  'loyalty.e2e.ts': 77,
  'my-bookings.e2e.ts': 88,
  'phones.e2e.ts': 401,
  'promotions.e2e.ts': 120,
  'receipt-and-admin-dialogs.e2e.ts': 29,
  'remaining-stock.e2e.ts': 36,
  'sales-queue.e2e.ts': 55,
  'reminder-and-offer-settings.e2e.ts': 17,
  'seller-settings.e2e.ts': 44,
  'shared-browser.e2e.ts': 63,
  'shell.e2e.ts': 16,
  'shop.e2e.ts': 113,
  'stay.e2e.ts': 24,
  'waiting-list.e2e.ts': 81,
};

const AVERAGE_SECONDS = 20;

export function e2eFiles(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.e2e.ts'))
    .sort();
}

/** The files of each lane, longest first; every file in exactly one lane. */
export function dealToLanes(files: string[], lanes: number, measured: Record<string, number> = MEASURED_SECONDS): string[][] {
  const dealt = Array.from({ length: Math.max(1, lanes) }, () => ({ files: [] as string[], seconds: 0 }));
  const byLength = [...files].sort((a, b) => (measured[b] ?? AVERAGE_SECONDS) - (measured[a] ?? AVERAGE_SECONDS) || a.localeCompare(b));
  for (const file of byLength) {
    const lightest = dealt.reduce((least, lane) => (lane.seconds < least.seconds ? lane : least));
    lightest.files.push(file);
    lightest.seconds += measured[file] ?? AVERAGE_SECONDS;
  }
  return dealt.map((lane) => lane.files);
}

/**
 * E2E_LANES when it is a whole number from 1 to 4, else 1: on 2 cores two lanes took longer than one
 * (each Chromium, API server and worker starved the other lane's; docs/testing.md), so more than one
 * lane is for machines with cores to spare.
 */
export function laneCount(value: string | undefined): number {
  const lanes = Number(value ?? '1');
  return Number.isInteger(lanes) && lanes >= 1 && lanes <= 4 ? lanes : 1;
}
