import { Flex, Text } from '@radix-ui/themes';

/** A person in an admin table's cell (a document's buyer, a waiting player): the name, and the e-mail under it. */
export function PersonLines({ name, email }: { name: string; email: string }) {
  return (
    <Flex direction="column">
      <Text>{name}</Text>
      <Text size="1" color="gray">
        {email}
      </Text>
    </Flex>
  );
}
