import { Fragment, type ReactNode } from 'react';
import { AdminDialog } from './admin-dialog';

/** Words that differ between adding a record and editing one. */
export interface AddOrEdit {
  add: string;
  edit: string;
}

/** What the dialog's owner controls: whether it is open, and being told when it closes itself. */
export interface DialogFrame {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** An add-or-edit dialog's props: its frame, and the record to edit (a new one when absent). */
export interface EditDialogProps<Record> extends DialogFrame {
  record?: Record;
}

/** What a kind of record's dialog says, and how wide it is. */
export interface EntityDialogLook {
  title: AddOrEdit;
  description: string | AddOrEdit;
  maxWidth: string;
}

interface EntityDialogProps<Id> extends DialogFrame, EntityDialogLook {
  /** The id of the record to edit; a new record when absent. */
  recordId: Id | undefined;
  /** The record's form, told what to do once it has saved. */
  form: (onSaved: () => void) => ReactNode;
}

/**
 * The one shell of the admin's add-or-edit dialogs (casino, hotel, room, tournament, extra): the
 * title and description say which it is, saving closes it, and another record gets a fresh form.
 */
export function EntityDialog<Id extends string | number>({ open, onOpenChange, recordId, title, description, maxWidth, form }: EntityDialogProps<Id>) {
  const editing = recordId !== undefined;
  const say = (words: string | AddOrEdit) => (typeof words === 'string' ? words : editing ? words.edit : words.add);
  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} maxWidth={maxWidth} title={say(title)} description={say(description)}>
      <Fragment key={recordId ?? 'new'}>{form(() => onOpenChange(false))}</Fragment>
    </AdminDialog>
  );
}
