import { Button, Dialog, Flex, IconButton, Separator, Text } from '@radix-ui/themes';
import { CrossIcon } from '../../../components/ui/icons';
import { formatCents } from '../../catalogue';
import { useEntryPrices } from '../entry-price';
import { useCart } from '../use-cart';
import { CartProductGroup } from './cart-product-group';

/** The slide-in 'Booking Summary' panel: the cart grouped per festival (each with its code and discounts), with its grand total. */
export function CartPanel() {
  const cart = useCart();
  // a signed-in player's packages at the server's price (discounts, codes); a visitor's at the cart's own
  const { prices, totalCents } = useEntryPrices(cart.entries);
  return (
    <Dialog.Root open={cart.isOpen} onOpenChange={cart.setOpen}>
      <Dialog.Content className="side-sheet cart-sheet" aria-describedby={undefined}>
        <Flex justify="between" align="center" mb="3">
          <Dialog.Title mb="0">Booking Summary</Dialog.Title>
          <Dialog.Close>
            <IconButton variant="ghost" color="gray" aria-label="Close booking summary">
              <CrossIcon />
            </IconButton>
          </Dialog.Close>
        </Flex>
        {cart.entries.length === 0 ? (
          <Text as="p" color="gray">
            Your cart is empty.
          </Text>
        ) : (
          <Flex direction="column" gap="4">
            {cart.entries.map((entry, index) => (
              <CartProductGroup
                key={entry.productId}
                entry={entry}
                price={prices[index]}
                onRemoveHotel={() => cart.removeHotel(entry.productId)}
                onRemoveTournament={(id) => cart.removeTournament(entry.productId, id)}
                onRemoveExtra={(id) => cart.removeExtra(entry.productId, id)}
                onRemoveProduct={() => cart.removeProduct(entry.productId)}
                onContinue={cart.close}
              />
            ))}
            <Separator size="4" />
            <Flex justify="between" align="center">
              <Text size="3" weight="bold">
                Total
              </Text>
              <Text size="5" weight="bold" data-testid="cart-grand-total">
                {formatCents(totalCents)}
              </Text>
            </Flex>
            <Button variant="outline" color="red" onClick={cart.clear}>
              Clear Cart
            </Button>
          </Flex>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
