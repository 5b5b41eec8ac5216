import { Callout, Flex, Spinner } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** A spinner while a list loads, a red line when it failed, else the list. */
export function QueryState({ query, error, children }: { query: { isLoading: boolean; isError: boolean }; error: ReactNode; children: ReactNode }) {
  if (query.isLoading) {
    return (
      <Flex justify="center" py="5">
        <Spinner size="3" />
      </Flex>
    );
  }
  if (query.isError) {
    return (
      <Callout.Root color="red">
        <Callout.Text>{error}</Callout.Text>
      </Callout.Root>
    );
  }
  return <>{children}</>;
}
