import { Button } from '@radix-ui/themes';
import { CheckIcon } from '../../../components/ui/icons';

interface ChoiceToggleProps {
  /** What the button says while the item is not chosen this way: 'Select Room', 'Book Now', 'Reserve', 'Add'. */
  idle: string;
  /** What it says once the item is chosen this way: 'Selected', 'Booked - Paid Seat', 'Reserved - Pay at Venue', 'Added'. */
  chosen: string;
  pressed: boolean;
  disabled?: boolean;
  /** The item's name, added to the accessible name where many cards carry the same words ('Select Room: …'). */
  itemName?: string;
  describedBy?: string;
  color?: 'amber';
  onClick: () => void;
}

/**
 * The one control of a room, a seat or an extra: a toggle button (aria-pressed) that names the
 * state it is in, with a check while chosen. Its words are the item's state, so no badge or
 * checkbox says the same thing again beside it; a second press lets the item go.
 */
export function ChoiceToggle({ idle, chosen, pressed, disabled, itemName, describedBy, color, onClick }: ChoiceToggleProps) {
  const words = pressed ? chosen : idle;
  return (
    <Button
      type="button"
      size="2"
      className="choice-toggle"
      color={color}
      variant={pressed ? 'solid' : 'soft'}
      aria-pressed={pressed}
      aria-label={itemName ? `${words}: ${itemName}` : undefined}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={onClick}
    >
      {pressed && <CheckIcon width="16" height="16" />}
      {words}
    </Button>
  );
}
