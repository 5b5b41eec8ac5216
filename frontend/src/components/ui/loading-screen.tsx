import { Flex, Spinner, Text } from '@radix-ui/themes';

/** A centred spinner for a screen whose data is on its way. */
export function LoadingScreen({ label = 'Loading' }: { label?: string }) {
  return (
    <Flex role="status" aria-live="polite" direction="column" align="center" justify="center" gap="3" py="9">
      <Spinner size="3" />
      <Text size="2" color="gray">
        {label}
      </Text>
    </Flex>
  );
}
