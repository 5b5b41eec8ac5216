// What this app keeps in the browser between visits (cart, booking draft, customer details, the
// open order's id): every key starts with the product's name (config/storage.ts), so a logout can
// forget all of it without knowing which feature wrote what.
import { STORAGE_PRODUCT_NAME } from '../config/storage';

const PREFIX = `${STORAGE_PRODUCT_NAME}_`;

type KeyedStorage = Pick<Storage, 'length' | 'key' | 'removeItem'>;

function appKeys(storage: KeyedStorage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  return keys;
}

function browserStorages(): Storage[] {
  const storages: Storage[] = [];
  for (const pick of [() => window.localStorage, () => window.sessionStorage]) {
    try {
      storages.push(pick());
    } catch {
      // storage switched off in this browser: nothing was kept there
    }
  }
  return storages;
}

/**
 * Removes the app's keys from localStorage and sessionStorage, then tells this tab's listeners what
 * other tabs would hear after `storage.clear()` (a storage event without a key), so in-memory copies
 * such as the cart read the now empty storage again.
 */
export function forgetStoredState(storages: KeyedStorage[] = browserStorages()): void {
  for (const storage of storages) {
    for (const key of appKeys(storage)) storage.removeItem(key);
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new StorageEvent('storage', { key: null }));
}
