import { Button, Container, Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { appPaths } from '../../config/paths';

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
        <Button asChild>
          <Link to={appPaths.home}>Back to Home</Link>
        </Button>
      </Flex>
    </Container>
  );
}
