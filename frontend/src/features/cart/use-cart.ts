import { useMemo } from 'react';
import * as ops from './cart';
import { useCartState, useCartStore } from './cart-context';
import { cartTotal } from './pricing';
import type { CartExtra, CartHotel, CartProduct, CartTournament } from './types';

/** The cart with its totals and every operation of spec section 4, bound to the shared store. */
export function useCart() {
  const store = useCartStore();
  const { entries, isOpen } = useCartState();
  const actions = useMemo(
    () => ({
      setHotel: (product: CartProduct, hotel: CartHotel) => store.update((cart) => ops.setHotel(cart, product, hotel)),
      removeHotel: (productId: string) => store.update((cart) => ops.removeHotel(cart, productId)),
      addTournament: (product: CartProduct, tournament: CartTournament) =>
        store.update((cart) => ops.addTournament(cart, product, tournament)),
      removeTournament: (productId: string, tournamentId: number) =>
        store.update((cart) => ops.removeTournament(cart, productId, tournamentId)),
      addExtra: (product: CartProduct, extra: CartExtra) => store.update((cart) => ops.addExtra(cart, product, extra)),
      removeExtra: (productId: string, extraId: number) => store.update((cart) => ops.removeExtra(cart, productId, extraId)),
      setExtraQuantity: (productId: string, extraId: number, quantity: number) =>
        store.update((cart) => ops.setExtraQuantity(cart, productId, extraId, quantity)),
      setVoucherCode: (productId: string, code: string | null) => store.update((cart) => ops.setVoucherCode(cart, productId, code)),
      removeProduct: (productId: string) => store.update((cart) => ops.removeProduct(cart, productId)),
      clear: () => store.update(() => ops.clearCart()),
      open: () => store.setOpen(true),
      close: () => store.setOpen(false),
      setOpen: (open: boolean) => store.setOpen(open),
    }),
    [store],
  );
  return {
    entries,
    isOpen,
    itemCount: ops.cartItemCount(entries),
    total: cartTotal(entries),
    ...actions,
  };
}
