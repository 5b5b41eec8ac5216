// The browser suite runs in lanes side by side (E2E_LANES, default 2): each lane has its own API
// server, worker and scratch database (global-setup.ts), and runs its files one at a time, so no
// file sees another lane's festivals, settings or bookings, and a file's own order stays as written.
// Files are dealt to lanes by their measured run time (longest first, to the lane with the least
// so far), so the lanes end together; a file not in the table counts as an average one.
import { readdirSync } from 'node:fs';

/** Seconds each file took in a whole run (`npm run e2e`, one lane), to balance the lanes. */
const MEASURED_SECONDS: Record<string, number> = {};

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

/** E2E_LANES when it is a whole number from 1 to 4, else 2. */
export function laneCount(value: string | undefined): number {
  const lanes = Number(value ?? '2');
  return Number.isInteger(lanes) && lanes >= 1 && lanes <= 4 ? lanes : 2;
}
