import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { storageKeys } from '../../config/storage';
import type { CartStorage } from './cart-storage';
import { createCartStore, type CartState, type CartStore } from './cart-store';

const CartContext = createContext<CartStore | null>(null);

function browserStorage(): CartStorage | null {
  try {
    return window.localStorage;
  } catch {
    // storage can be switched off in the browser; the cart then lives for this page only
    return null;
  }
}

/** Holds the visitor's cart (persisted in localStorage) for everything inside it. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createCartStore(browserStorage(), storageKeys.cart));
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKeys.cart || event.key === null) store.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);
  return <CartContext.Provider value={store}>{children}</CartContext.Provider>;
}

export function useCartStore(): CartStore {
  const store = useContext(CartContext);
  if (!store) throw new Error('useCartStore must be used inside <CartProvider>');
  return store;
}

/** The cart's entries and whether its panel is open; re-renders on every change. */
export function useCartState(): CartState {
  const store = useCartStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
