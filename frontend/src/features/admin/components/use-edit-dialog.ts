import { useState } from 'react';
import type { EditDialogProps } from './entity-dialog';

/**
 * The open state of an add-or-edit dialog and the record it edits (none: a new one). The dialog
 * keeps its record while it closes, so its title does not flip during the animation.
 */
export function useEditDialog<Record>() {
  const [state, setState] = useState<{ open: boolean; record?: Record }>({ open: false });
  const props: EditDialogProps<Record> = { ...state, onOpenChange: (open) => setState((current) => ({ ...current, open })) };
  return {
    add: () => setState({ open: true }),
    edit: (record: Record) => setState({ open: true, record }),
    /** The dialog's own props. */
    props,
  };
}
