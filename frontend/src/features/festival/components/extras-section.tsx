import { Flex, Heading, Text } from '@radix-ui/themes';
import { formatMoney } from '../../catalogue';
import type { Extra } from '../../catalogue';
import { ChoiceToggle } from './choice-toggle';
import { PackageItemCard } from './package-item-card';
import { PackageSection, type ListQuery, type ListWords } from './package-section';
import type { FestivalSelection } from '../use-festival-selection';

interface ExtrasSectionProps {
  extras: ListQuery<Extra>;
  selection: FestivalSelection;
}

const EXTRAS_WORDS: ListWords = { loading: 'Loading extras...', failed: 'Failed to fetch extras', none: 'No extras are offered for this festival.' };

/** Section 3: extras, each added (quantity 1) or not. */
export function ExtrasSection({ extras, selection }: ExtrasSectionProps) {
  return (
    <PackageSection headingId="extras-heading" title="3. Extras" query={extras} words={EXTRAS_WORDS}>
      {(extra) => {
        const added = selection.hasExtra(extra);
        return (
          <PackageItemCard
            className="extra-card"
            label={extra.name}
            selected={added ? 'true' : undefined}
            actions={<ChoiceToggle idle="Add" chosen="Added" itemName={extra.name} pressed={added} onClick={() => selection.toggleExtra(extra)} />}
          >
            <Flex justify="between" gap="2" wrap="wrap">
              <Heading as="h3" size="3">
                {extra.name}
              </Heading>
              <Text size="3" weight="bold">
                {formatMoney(extra.price)}
              </Text>
            </Flex>
            {extra.description && (
              <Text size="2" color="gray">
                {extra.description}
              </Text>
            )}
          </PackageItemCard>
        );
      }}
    </PackageSection>
  );
}
