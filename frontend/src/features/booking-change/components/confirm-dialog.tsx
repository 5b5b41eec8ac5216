import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  /** The button that opens the dialog. */
  trigger: string;
  title: string;
  description: ReactNode;
  confirm: string;
  keep: string;
  tone?: 'red' | 'accent';
  busy: boolean;
  onConfirm: () => void;
}

/** The last word before money or a booking moves: focus stays inside, Escape or the keep button closes. */
export function ConfirmDialog({ trigger, title, description, confirm, keep, tone = 'accent', busy, onConfirm }: ConfirmDialogProps) {
  const color = tone === 'red' ? 'red' : undefined;
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>
        <Button size="3" color={color} highContrast={tone === 'red'} loading={busy}>
          {trigger}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="450px">
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{description}</AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              {keep}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color={color} highContrast={tone === 'red'} onClick={onConfirm}>
              {confirm}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
