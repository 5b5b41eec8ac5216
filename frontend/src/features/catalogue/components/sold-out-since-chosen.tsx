import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { soldOutSinceChosenText, type ChosenItem } from '../stock';

interface SoldOutSinceChosenProps {
  items: readonly ChosenItem[];
  /** Where the player chooses again: the festival's page. */
  changeTo: string;
  /** Takes a sold-out item out of the choice (the cart); without it only "Change your choice" is offered. */
  onRemove?: (item: ChosenItem) => void;
  /** Called as the player follows "Change your choice" (the cart closes its panel). */
  onChange?: () => void;
}

/**
 * "{item} sold out since you chose it", said where the player would otherwise go on filling in a
 * booking that the server will refuse, with the ways out: change the choice or drop the item.
 */
export function SoldOutSinceChosen({ items, changeTo, onRemove, onChange }: SoldOutSinceChosenProps) {
  if (items.length === 0) return null;
  return (
    <Callout.Root color="red" role="alert" className="sold-out-since-chosen">
      <Flex direction="column" gap="2">
        {items.map((item) => (
          <Flex key={`${item.kind}:${item.id}`} gap="2" align="center" justify="between" wrap="wrap">
            <Text size="2" weight="medium">
              {soldOutSinceChosenText(item)}
            </Text>
            {onRemove && (
              <Button size="1" variant="soft" color="red" highContrast onClick={() => onRemove(item)} aria-label={`Remove ${item.name}`}>
                Remove
              </Button>
            )}
          </Flex>
        ))}
        <Button asChild size="2" variant="solid" color="gray" highContrast style={{ alignSelf: 'flex-start' }}>
          <Link to={changeTo} onClick={onChange}>
            Change your choice
          </Link>
        </Button>
      </Flex>
    </Callout.Root>
  );
}
