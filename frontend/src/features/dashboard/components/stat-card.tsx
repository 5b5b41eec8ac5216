import { Card, Flex, Text } from '@radix-ui/themes';

/** One figure of the dashboard: its title, the value large, and a note under it. */
export function StatCard({ title, value, note }: { title: string; value: string; note: string }) {
  return (
    <Card size="3" asChild>
      <section aria-label={title}>
        <Flex direction="column" gap="1">
          <Text size="2" color="gray" weight="medium">
            {title}
          </Text>
          <Text size="7" weight="bold">
            {value}
          </Text>
          <Text size="1" color="gray">
            {note}
          </Text>
        </Flex>
      </section>
    </Card>
  );
}
