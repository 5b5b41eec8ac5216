// The cart's state holder for React (useSyncExternalStore): entries, persisted on every change,
// and whether the 'Booking Summary' panel is open.
import { loadCart, saveCart, type CartStorage } from './cart-storage';
import type { Cart } from './types';

export interface CartState {
  entries: Cart;
  isOpen: boolean;
}

export interface CartStore {
  getSnapshot: () => CartState;
  subscribe: (listener: () => void) => () => void;
  /** Applies a pure cart operation and stores the result. */
  update: (change: (entries: Cart) => Cart) => void;
  setOpen: (isOpen: boolean) => void;
  /** Reads the stored cart again (another tab changed it). */
  reload: () => void;
}

export function createCartStore(storage: CartStorage | null, key: string): CartStore {
  let state: CartState = { entries: loadCart(storage, key), isOpen: false };
  const listeners = new Set<() => void>();
  const publish = (next: CartState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(change) {
      const entries = change(state.entries);
      if (entries === state.entries) return;
      saveCart(storage, key, entries);
      publish({ entries, isOpen: entries.length > 0 && state.isOpen });
    },
    setOpen(isOpen) {
      if (isOpen !== state.isOpen) publish({ ...state, isOpen });
    },
    reload() {
      const entries = loadCart(storage, key);
      publish({ entries, isOpen: entries.length > 0 && state.isOpen });
    },
  };
}
