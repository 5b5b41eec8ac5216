import type { BookingStorage } from './booking-storage';

/** An in-memory stand-in for localStorage in unit tests. */
export function memoryStorage(initial: Record<string, string> = {}): BookingStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
