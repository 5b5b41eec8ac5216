import '../cart.css';
import { Badge, Button } from '@radix-ui/themes';
import { CartIcon } from '../../../components/ui/icons';
import { formatMoney } from '../../catalogue';
import { useCart } from '../use-cart';

/** The floating 'View Cart' button, shown while the cart holds something. */
export function CartButton() {
  const { entries, itemCount, total, open, isOpen } = useCart();
  if (entries.length === 0) return null;
  return (
    <div className="cart-fab">
      <Button size="3" radius="full" onClick={open} aria-haspopup="dialog" aria-expanded={isOpen} data-testid="view-cart">
        <CartIcon />
        View Cart
        <span className="cart-fab-total" data-testid="cart-total">
          {formatMoney(total)}
        </span>
        <Badge color="gray" variant="solid" highContrast radius="full" data-testid="cart-count">
          {itemCount} {itemCount === 1 ? 'item' : 'items'}
        </Badge>
      </Button>
    </div>
  );
}
