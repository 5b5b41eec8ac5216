import { Card, Checkbox, Flex, Heading, Text } from '@radix-ui/themes';
import { formatMoney } from '../../catalogue';
import type { Extra } from '../../catalogue';
import type { FestivalSelection } from '../use-festival-selection';

interface ExtrasSectionProps {
  extras: readonly Extra[] | undefined;
  isLoading: boolean;
  isError: boolean;
  selection: FestivalSelection;
}

/** Section 3: extras, each toggled on (quantity 1) or off. */
export function ExtrasSection({ extras, isLoading, isError, selection }: ExtrasSectionProps) {
  return (
    <section aria-labelledby="extras-heading" className="package-section">
      <Heading as="h2" size="5" id="extras-heading" mb="3">
        3. Extras
      </Heading>
      {isLoading ? (
        <Text color="gray">Loading extras...</Text>
      ) : isError ? (
        <Text color="red">Failed to fetch extras</Text>
      ) : !extras?.length ? (
        <Text color="gray">No extras are offered for this festival.</Text>
      ) : (
        <Flex direction="column" gap="3">
          {extras.map((extra) => (
            <Card key={extra.id} asChild>
              <Text as="label" size="2">
                <Flex gap="3" align="start">
                  <Checkbox size="3" checked={selection.hasExtra(extra)} onCheckedChange={() => selection.toggleExtra(extra)} />
                  <Flex direction="column" gap="1" flexGrow="1">
                    <Flex justify="between" gap="2">
                      <Text weight="bold">{extra.name}</Text>
                      <Text weight="bold">{formatMoney(extra.price)}</Text>
                    </Flex>
                    {extra.description && <Text color="gray">{extra.description}</Text>}
                  </Flex>
                </Flex>
              </Text>
            </Card>
          ))}
        </Flex>
      )}
    </section>
  );
}
