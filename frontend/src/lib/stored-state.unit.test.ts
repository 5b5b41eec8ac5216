import { describe, expect, it } from 'vitest';
import { storageKeys } from '../config/storage';
import { forgetStoredState } from './stored-state';

function storageWith(initial: Record<string, string>) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('forgetting what the app kept in the browser (logout, issue 12)', () => {
  it("removes every key of the app, the known ones and any a feature adds later, and leaves other sites' keys", () => {
    const local = storageWith({
      [storageKeys.cart]: '[]',
      [storageKeys.bookingDraft]: '{}',
      [storageKeys.bookingOrderId]: 'abc',
      [storageKeys.customerDetails]: '{}',
      pokerfest_something_new: 'x',
      'other-app': 'kept',
    });
    const session = storageWith({ pokerfest_wizard: '1', theme: 'dark' });
    forgetStoredState([local, session]);
    expect([...local.items.keys()]).toEqual(['other-app']);
    expect([...session.items.keys()]).toEqual(['theme']);
  });

  it('holds the four booking keys under the one prefix it clears', () => {
    for (const key of Object.values(storageKeys)) expect(key.startsWith('pokerfest_')).toBe(true);
  });
});
