import { Container, Flex, Heading, Text } from '@radix-ui/themes';
import { BackHomeButton } from '../../components/ui/back-home-button';

export function NotFoundRoute() {
  return (
    <Container size="2" px="4" py="9">
      <Flex direction="column" gap="4" align="center">
        <Heading as="h1" size="8">
          404 Page Not Found
        </Heading>
        <Text as="p" color="gray" align="center">
          The page you are looking for does not exist or has moved.
        </Text>
        <BackHomeButton />
      </Flex>
    </Container>
  );
}
