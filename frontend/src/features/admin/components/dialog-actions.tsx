import { Button, Dialog, Flex } from '@radix-ui/themes';

/** Cancel (closes the dialog) and the form's submit button, at the foot of every admin form. */
export function DialogActions({ submitLabel, pending }: { submitLabel: string; pending: boolean }) {
  return (
    <Flex justify="end" gap="3" mt="2">
      <Dialog.Close>
        <Button type="button" variant="soft" color="gray">
          Cancel
        </Button>
      </Dialog.Close>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </Flex>
  );
}
