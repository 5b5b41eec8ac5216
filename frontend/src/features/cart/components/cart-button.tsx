import '../cart.css';
import { Badge, Button } from '@radix-ui/themes';
import { useLocation } from 'react-router-dom';
import { CartIcon } from '../../../components/ui/icons';
import { formatMoney } from '../../catalogue';
import { cartButtonPlacement } from '../cart-button-placement';
import { useCart } from '../use-cart';

/** The floating 'View Cart' button, shown while the cart holds something, where its place allows (cart-button-placement.ts). */
export function CartButton() {
  const { entries, itemCount, total, open, isOpen } = useCart();
  const placement = cartButtonPlacement(useLocation().pathname);
  if (entries.length === 0 || placement === 'nowhere') return null;
  return (
    <div className={placement === 'wide-screens' ? 'cart-fab cart-fab-wide' : 'cart-fab'}>
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
