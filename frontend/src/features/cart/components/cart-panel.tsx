import { Button, Dialog, Flex, IconButton, Separator, Text } from '@radix-ui/themes';
import { CrossIcon } from '../../../components/ui/icons';
import { formatMoney } from '../../catalogue';
import { useCart } from '../use-cart';
import { CartProductGroup } from './cart-product-group';

/** The slide-in 'Booking Summary' panel: the cart grouped per festival, with its grand total. */
export function CartPanel() {
  const cart = useCart();
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
            {cart.entries.map((entry) => (
              <CartProductGroup
                key={entry.productId}
                entry={entry}
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
                {formatMoney(cart.total)}
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
