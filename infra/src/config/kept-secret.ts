import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MIN_LENGTH = 32;

/**
 * A secret generated on first use and kept in `DATA_DIR/<name>` (mode 0600), so it survives
 * restarts and every process started with the same DATA_DIR (the API, a worker, a CLI) reads the
 * same value. Only for setups without a configured secret; production configures its own.
 *
 * Two processes starting at once on an empty DATA_DIR agree: the file is published with a hard
 * link, which fails when another process got there first, and then that process's value is read.
 */
export function keptSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  const kept = readKept(file);
  if (kept) return kept;
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(draft, `${secret}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Someone else's value won the race; a file too short to be a secret is replaced by ours.
    const theirs = readKept(file);
    if (theirs) return theirs;
    renameSync(draft, file);
    return secret;
  } finally {
    rmSync(draft, { force: true });
  }
}

function readKept(file: string): string | undefined {
  try {
    const value = readFileSync(file, 'utf8').trim();
    return value.length >= MIN_LENGTH ? value : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
