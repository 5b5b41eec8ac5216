import { Box, Dialog } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { DialogTitleBar } from '../../../components/ui/dialog-title-bar';

// Radix Themes pads the dialog's scroll area by --space-6 above and max(--space-6, 6vh) below; the
// panel stays inside what is left, so its header and close button are always on screen.
const FIT_VIEWPORT = 'calc(100dvh - var(--space-6) - max(var(--space-6), 6vh))';

interface FrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  maxWidth: string;
  children: ReactNode;
}

interface AdminDialogProps extends FrameProps {
  title: ReactNode;
  description: ReactNode;
}

/** The panel of an admin dialog: never taller than the screen, its parts laid out as a column. */
export function AdminDialogFrame({ open, onOpenChange, maxWidth, children }: FrameProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth={maxWidth} maxHeight={FIT_VIEWPORT} style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
        {children}
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** The title with the Close button beside it, and the description; it stays put while the body scrolls. */
export function AdminDialogHeader({ title, description }: { title: ReactNode; description: ReactNode }) {
  return (
    <Box flexShrink="0">
      <DialogTitleBar title={title} />
      <Dialog.Description size="2" color="gray" mb="3">
        {description}
      </Dialog.Description>
    </Box>
  );
}

/** What scrolls inside the panel; the padding keeps the fields' focus rings clear of the scroll edge. */
export function AdminDialogBody({ children }: { children: ReactNode }) {
  return (
    <Box data-testid="admin-dialog-body" flexGrow="1" minHeight="0" overflowY="auto" px="1" pb="1" mx="-1">
      {children}
    </Box>
  );
}

/**
 * The one shell of every admin form and record dialog: a header with the title and a Close button,
 * and a body that scrolls inside the panel when the form is taller than the screen.
 */
export function AdminDialog({ open, onOpenChange, title, description, maxWidth, children }: AdminDialogProps) {
  return (
    <AdminDialogFrame open={open} onOpenChange={onOpenChange} maxWidth={maxWidth}>
      <AdminDialogHeader title={title} description={description} />
      <AdminDialogBody>{children}</AdminDialogBody>
    </AdminDialogFrame>
  );
}
