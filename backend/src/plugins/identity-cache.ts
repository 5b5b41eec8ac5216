import { listenFor } from '@pokerfest/infra';
import type { UserRow } from '../modules/identity';
import { RecentReads } from './recent-reads';
import type { SessionValues } from './request-session';

/** Where the database announces each changed user ('u:<id>') and session ('s:<sid>'): migration 2026-11-28T0100. */
export const IDENTITY_CHANGED_CHANNEL = 'identity_changed';

/**
 * A session as kept: its values (frozen, so every request may share them), when it expires, and
 * whose it is (a password reset forgets them all).
 */
export interface KeptSession {
  values: Readonly<SessionValues>;
  expiresAt: number;
  userId: string | null;
}

export interface IdentityCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** Other processes change sessions and users too: nothing is kept until their changes can be heard. */
  crossProcess: boolean;
}

/**
 * Who is asking, kept in one API process (ADR 0036): the sessions and user rows its requests read,
 * so that a request whose answer needs no database (a sold-out refusal) pays no round trip to learn
 * who sent it. Forgotten at each change: in this process at once by the code that made it, in every
 * other when the database's NOTIFY arrives (`changed`), and wholly while that listener is down or
 * after it reconnects.
 */
export class IdentityCache {
  readonly sessions: RecentReads<string, KeptSession>;
  readonly users: RecentReads<number, UserRow>;

  constructor({ ttlMs, maxEntries, crossProcess }: IdentityCacheOptions) {
    this.sessions = new RecentReads({ ttlMs, maxEntries });
    this.users = new RecentReads({ ttlMs, maxEntries });
    if (crossProcess) this.listening(false);
  }

  /** Whether it keeps what it reads now (false when disabled, or while the cross-process listener is down). */
  get keeping(): boolean {
    return this.sessions.keepingNow;
  }

  /** A change announced by the database; no payload or one not understood: anything may have changed. */
  changed(payload?: string): void {
    const [kind, key] = [payload?.slice(0, 2), payload?.slice(2) ?? ''];
    const userId = Number(key);
    if (kind === 'u:' && Number.isSafeInteger(userId)) this.users.forget(userId);
    else if (kind === 's:' && key !== '') this.sessions.forget(key);
    else this.forgetAll();
  }

  /** The cross-process listener is up (`true`: keep again, from fresh reads) or down (`false`: keep nothing). */
  listening(up: boolean): void {
    this.sessions.keep(up);
    this.users.keep(up);
  }

  forgetUser(userId: number): void {
    this.users.forget(userId);
  }

  forgetAll(): void {
    this.sessions.forgetAll();
    this.users.forgetAll();
  }
}

/**
 * The API process's identity cache, kept current: with Postgres (`databaseUrl`) it hears every
 * process's changes; the embedded database has no other process, whose own code forgets what it changes.
 */
export function watchedIdentityCache(settings: { ttlMs: number; maxEntries: number; databaseUrl: string | undefined }): { cache: IdentityCache; close: () => Promise<void> } {
  const { databaseUrl } = settings;
  const cache = new IdentityCache({ ...settings, crossProcess: Boolean(databaseUrl) });
  const stopListening =
    databaseUrl && settings.ttlMs > 0
      ? listenFor(databaseUrl, IDENTITY_CHANGED_CHANNEL, (payload) => cache.changed(payload), (up) => cache.listening(up))
      : undefined;
  return { cache, close: async () => stopListening?.() };
}
