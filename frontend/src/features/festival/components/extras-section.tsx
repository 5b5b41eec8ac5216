import { Card, Checkbox, Flex, Text } from '@radix-ui/themes';
import { formatMoney } from '../../catalogue';
import type { Extra } from '../../catalogue';
import { PackageSection, type ListQuery, type ListWords } from './package-section';
import type { FestivalSelection } from '../use-festival-selection';

interface ExtrasSectionProps {
  extras: ListQuery<Extra>;
  selection: FestivalSelection;
}

const EXTRAS_WORDS: ListWords = { loading: 'Loading extras...', failed: 'Failed to fetch extras', none: 'No extras are offered for this festival.' };

/** Section 3: extras, each toggled on (quantity 1) or off. */
export function ExtrasSection({ extras, selection }: ExtrasSectionProps) {
  return (
    <PackageSection headingId="extras-heading" title="3. Extras" query={extras} words={EXTRAS_WORDS}>
      {(extra) => (
        <Card asChild>
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
      )}
    </PackageSection>
  );
}
