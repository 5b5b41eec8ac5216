import { Container, Flex, Heading, Text } from '@radix-ui/themes';
import { BackHomeButton } from './back-home-button';

/** An honest page for a screen that is not part of this build yet. */
export function UnavailableScreen({ title }: { title: string }) {
  return (
    <Container size="2" px="4" py="9">
      <Flex direction="column" gap="4" align="start">
        <Heading as="h1" size="7">
          {title}
        </Heading>
        <Text as="p" color="gray">
          This screen is not available yet.
        </Text>
        <BackHomeButton variant="soft" />
      </Flex>
    </Container>
  );
}
