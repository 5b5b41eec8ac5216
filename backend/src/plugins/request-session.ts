import { randomBytes } from 'node:crypto';
import type { Position } from '@pokerfest/infra';

/** What a session holds: who signed in (set at login) and how far this session's own writes have got. */
export interface SessionValues {
  userId?: string;
  lastPosition?: Position;
}

/** A stored session: its id, its values (frozen: one copy serves every request that reads it) and when it ends (epoch ms). */
export interface StoredSession {
  id: string;
  values: Readonly<SessionValues>;
  expiresAt: number;
}

/** Where sessions are written and removed (the Postgres store). */
export interface SessionWrites {
  save(session: StoredSession): Promise<void>;
  remove(id: string): Promise<void>;
}

/** A session id: 192 random bits, URL-safe. */
const newSessionId = (): string => randomBytes(24).toString('base64url');

/** Freezes `value` and everything in it, so no request can change what another reads. */
export function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * The session of one request (ADR 0038). A visitor without one gets none until something is set:
 * no id is drawn and nothing is signed or stored for a catalogue read. Changes are written once,
 * when the answer is sent; the lifetime counts from the start (login), not from each write.
 */
export class RequestSession {
  private changed = false;
  private ended = false;

  constructor(
    private readonly writes: SessionWrites,
    private readonly maxAgeMs: number,
    private readonly now: () => number,
    private stored: StoredSession | null,
    /** The request carried a session cookie: one that found no session is cleared with the answer. */
    private readonly cookieSent = false,
  ) {}

  /** The stored session's id (none for a visitor who has none). */
  get id(): string | undefined {
    return this.stored?.id;
  }

  get<K extends keyof SessionValues>(key: K): SessionValues[K] {
    return this.stored?.values[key];
  }

  /** Sets a value; without a session, starts one. */
  set<K extends keyof SessionValues>(key: K, value: SessionValues[K]): void {
    const current = this.stored ?? this.started();
    this.stored = { ...current, values: frozen({ ...current.values, [key]: value }) };
    this.changed = true;
  }

  /** A new id, nothing in it (login: a session fixed before it is worth nothing after it); the old one is removed. */
  async regenerate(): Promise<void> {
    if (this.stored) await this.writes.remove(this.stored.id);
    this.stored = this.started();
    this.changed = true;
    this.ended = false;
  }

  /** Ends the session (logout): removed from the store, its cookie cleared with the answer. */
  async destroy(): Promise<void> {
    if (this.stored) await this.writes.remove(this.stored.id);
    this.stored = null;
    this.changed = false;
    this.ended = true;
  }

  /** What the answer must carry: the session to write and send, the cookie to clear, or nothing. */
  outcome(): { save: StoredSession } | 'end' | 'keep' {
    if (this.changed && this.stored) return { save: this.stored };
    return this.ended || (this.cookieSent && !this.stored) ? 'end' : 'keep';
  }

  private started(): StoredSession {
    return { id: newSessionId(), values: frozen({}), expiresAt: this.now() + this.maxAgeMs };
  }
}
