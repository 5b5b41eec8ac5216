import { VoucherCode } from '../../checkout';
import type { EntryPrice } from '../entry-price';
import { useCart } from '../use-cart';
import type { CartEntry } from '../types';

/**
 * 'Have a code?' for a festival's package in the cart (the festival page, the cart's panel, the
 * wizard): the code is kept with the cart entry, so it goes on to the booking draft and the order.
 * A visitor's code waits there until they log in to book: only then can it be checked.
 */
export function EntryVoucherCode({ entry, price }: { entry: CartEntry; price: EntryPrice }) {
  const { setVoucherCode } = useCart();
  return (
    <VoucherCode
      applied={entry.voucherCode ?? null}
      priced={price.priced}
      checking={price.checking}
      onApply={(code) => setVoucherCode(entry.productId, code)}
      onRemove={() => setVoucherCode(entry.productId, null)}
      uncheckedNote={price.signedIn ? undefined : 'is checked when you log in to book'}
    />
  );
}
