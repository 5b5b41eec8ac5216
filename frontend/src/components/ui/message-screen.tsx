import { Box, Card, Container, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

interface MessageScreenProps {
  title: string;
  /** The explanation, in muted text. */
  message?: ReactNode;
  /** Anything else, such as a form. */
  children?: ReactNode;
  /** Buttons or links under the message. */
  actions?: ReactNode;
}

/** A small centred card with a heading, a message and its next steps (password screens and the like). */
export function MessageScreen({ title, message, children, actions }: MessageScreenProps) {
  return (
    <Container size="1" px="4" py="9">
      <Card size="4">
        <Flex direction="column" gap="4">
          <Heading as="h1" size="6">
            {title}
          </Heading>
          {message && (
            <Text as="p" color="gray">
              {message}
            </Text>
          )}
          {children && <Box>{children}</Box>}
          {actions && (
            <Flex gap="3" wrap="wrap">
              {actions}
            </Flex>
          )}
        </Flex>
      </Card>
    </Container>
  );
}
