import { Button, Container, Flex, Heading, Text } from '@radix-ui/themes';
import { useEffect } from 'react';
import type { FallbackProps } from 'react-error-boundary';
import { appPaths } from '../../config/paths';

/** Shown when a screen fails while rendering or loading its code; a full page load brings the visitor back home. */
export function RouteErrorScreen({ error }: Pick<FallbackProps, 'error'>) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Container size="2" px="4" py="9">
      <Flex direction="column" gap="4" align="center">
        <Heading as="h1" size="7">
          Something went wrong
        </Heading>
        <Text as="p" color="gray" align="center">
          This page could not be shown. Please try again.
        </Text>
        <Button asChild>
          <a href={appPaths.home}>Back to Home</a>
        </Button>
      </Flex>
    </Container>
  );
}
