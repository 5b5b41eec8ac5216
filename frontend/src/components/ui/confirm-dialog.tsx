import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The button that closes it without acting. */
  cancelLabel?: string;
  /** Red (high contrast) for what cannot be undone, moves money or widens someone's access. */
  danger: boolean;
  onConfirm: () => void;
  /** The button that opens it; without one the dialog is opened from outside through `open`. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * The one shell of the "are you sure?" questions (the admin's, a player's change or cancellation):
 * a title, what will happen, the way out and the action. Focus stays inside; Escape closes it.
 */
export function ConfirmDialog({ title, description, confirmLabel, cancelLabel = 'Cancel', danger, onConfirm, trigger, open, onOpenChange }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Content maxWidth="450px">
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{description}</AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              {cancelLabel}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color={danger ? 'red' : undefined} highContrast={danger} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
