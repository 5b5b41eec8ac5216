import { readdirSync, readFileSync } from 'node:fs';

// Where a burst's CPU went on this machine: the bench's client, the API, the worker, Postgres and
// Redis share its cores, so a slow answer may be the server's work or the others'. Read from
// /proc (Linux); elsewhere there is nothing to tell and the split is left out.

const ticksPerSecond = 100; // USER_HZ, 100 on every Linux the bench runs on

/** CPU milliseconds used so far by the named processes: `named` maps a pid to its name, the rest by their command (postgres, redis-server). */
export function cpuByProcess(named: ReadonlyMap<number, string>): Map<string, number> {
  const used = new Map<string, number>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return used;
  }
  for (const pid of pids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const name = named.get(Number(pid)) ?? (command.startsWith('postgres') ? 'postgres' : command.startsWith('redis-server') ? 'redis' : undefined);
    if (!name) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command
    const ms = ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
    used.set(name, (used.get(name) ?? 0) + ms);
  }
  return used;
}

/** What each process used between two readings, as "API 820 ms, client 310 ms, …" (empty without /proc). */
export function cpuSpent(before: ReadonlyMap<string, number>, after: ReadonlyMap<string, number>): string {
  return [...after]
    .map(([name, ms]) => [name, ms - (before.get(name) ?? 0)] as const)
    .filter(([, ms]) => ms > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([name, ms]) => `${name} ${Math.round(ms)} ms`)
    .join(', ');
}
