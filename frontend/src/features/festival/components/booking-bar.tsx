import '../festival.css';
import { Button } from '@radix-ui/themes';
import { useId } from 'react';
import { CartIcon } from '../../../components/ui/icons';
import { useCart, useEntryPrice, type CartEntry } from '../../cart';
import { formatMoney } from '../../catalogue';
import { bookingBarFigures } from '../booking-bar-figures';

interface BookingBarProps {
  /** The festival's entry in the cart: what is chosen so far. */
  entry: CartEntry | undefined;
  /** What the bar says while nothing is chosen: the festival's starting price ('From €450.00'). */
  fromPrice: string;
  /** The screen's primary action (Continue Booking, Continue to Details, or the way to the first choice); a booking waits while `hold` says why. */
  action: { label: string; onClick: () => void; disabled?: boolean };
  /** Why the package cannot be booked yet (sales not open, or not this player's turn in the queue): said in the summary's place. */
  hold?: string | null;
}

/**
 * The phone's booking bar on the festival page and the wizard (issue 29): fixed above the bottom
 * navigation, it keeps the price so far, the item count and the primary action in view wherever the
 * player scrolled to, and opens the 'Booking Summary' panel in one tap. It takes the place of the
 * floating View Cart button there; wider screens have the page's own summary beside the choices, and
 * do not show it (festival.css).
 */
export function BookingBar({ entry, fromPrice, action, hold }: BookingBarProps) {
  const cart = useCart();
  const figures = bookingBarFigures(entry);
  // a signed-in player's total is the server's, after their discounts (issue 32)
  const priced = useEntryPrice(entry).priced?.view;
  const holdId = useId();
  return (
    <section className="booking-bar" aria-label="Your booking" data-testid="booking-bar">
      {hold ? (
        <p id={holdId} className="booking-bar-hold" data-testid="booking-bar-hold">
          {hold}
        </p>
      ) : figures.chosen ? (
        <button type="button" className="booking-bar-summary" onClick={cart.open} aria-haspopup="dialog" aria-expanded={cart.isOpen}>
          <span className="booking-bar-total" data-testid="booking-bar-total">
            {priced ? formatMoney(priced.totalPrice, priced.currency) : formatMoney(figures.total)}
          </span>
          <span className="booking-bar-items">
            <CartIcon width="14" height="14" />
            <span data-testid="booking-bar-items">{figures.items}</span> · Summary
          </span>
        </button>
      ) : (
        <div className="booking-bar-summary">
          <span className="booking-bar-total">{fromPrice}</span>
          <span className="booking-bar-items">Nothing chosen yet</span>
        </div>
      )}
      <Button size="3" className="booking-bar-action" onClick={action.onClick} disabled={action.disabled} aria-describedby={hold ? holdId : undefined}>
        {action.label}
      </Button>
    </section>
  );
}
