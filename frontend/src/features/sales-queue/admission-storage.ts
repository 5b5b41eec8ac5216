// A queue's admission (issue 30), kept for this tab per festival until it expires: the details page
// and the wizard send it with the order, which the server refuses without it while the queue runs.
import { storageKeys } from '../../config/storage';

export interface Admission {
  token: string;
  expiresAt: string;
}

export type AdmissionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keyOf = (festivalId: string) => `${storageKeys.salesAdmission}${festivalId}`;

/** sessionStorage, or null when the browser refuses it. */
function tabStorage(): AdmissionStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveAdmission(festivalId: string, admission: Admission, storage: AdmissionStorage | null = tabStorage()): void {
  try {
    storage?.setItem(keyOf(festivalId), JSON.stringify(admission));
  } catch {
    // a full or refused storage: the order is then refused and says to come back to the queue
  }
}

const isAdmission = (value: unknown): value is Admission =>
  typeof value === 'object' && value !== null && typeof (value as Admission).token === 'string' && typeof (value as Admission).expiresAt === 'string';

/** This tab's admission for the festival while it is valid; an expired or unreadable one is forgotten. */
export function readAdmission(festivalId: string, now: number = Date.now(), storage: AdmissionStorage | null = tabStorage()): Admission | null {
  const key = keyOf(festivalId);
  const text = storage?.getItem(key) ?? null;
  if (text === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    stored = undefined;
  }
  if (isAdmission(stored) && Date.parse(stored.expiresAt) > now) return stored;
  storage?.removeItem(key);
  return null;
}

/** The order body with this tab's admission for its festival, when there is one. */
export function withAdmission<Body extends { productId: string }>(body: Body, now?: number, storage?: AdmissionStorage | null): Body & { admission?: string } {
  const admission = readAdmission(body.productId, now, storage);
  return admission ? { ...body, admission: admission.token } : body;
}
