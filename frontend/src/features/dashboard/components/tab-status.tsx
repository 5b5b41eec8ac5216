import { Callout, Flex, Spinner } from '@radix-ui/themes';
import { errorText } from '../../../lib/api-client';

/** A tab's spinner while its data loads, named for screen readers. */
export function TabLoading({ label }: { label: string }) {
  return (
    <Flex justify="center" py="6" role="status" aria-label={label}>
      <Spinner size="3" />
    </Flex>
  );
}

/** The red line in place of what could not be read: 'Could not load {what}: {why}'. */
export function LoadFailure({ what, error }: { what: string; error: unknown }) {
  return (
    <Callout.Root color="red">
      <Callout.Text>
        Could not load {what}: {errorText(error)}
      </Callout.Text>
    </Callout.Root>
  );
}
