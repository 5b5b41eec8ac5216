import { Badge, DropdownMenu, Flex, IconButton, Table, Text } from '@radix-ui/themes';
import type { FestivalView } from '@pokerfest/domain';
import { MoreIcon } from '../../../components/ui/icons';
import { formatDayRange, formatMoney } from '../catalogue-format';
import { flagValue } from '../catalogue-search';

/** One festival of the admin table: name with price and points, status badges, location, dates and its menu. */
export function FestivalRow({ festival, onEdit }: { festival: FestivalView; onEdit: () => void }) {
  const title = festival.title || festival.name || festival.productId;
  const featured = flagValue(festival.featured, false);
  const active = flagValue(festival.active, true);
  const currency = festival.startingPriceCurrency || 'EUR';
  return (
    <Table.Row align="center">
      <Table.RowHeaderCell>
        <Flex direction="column" gap="1">
          <Text weight="bold">{title}</Text>
          <Text size="1" color="gray">
            From {formatMoney(festival.startingPrice ?? 450, currency)} ({currency}) · Max {festival.maxLoyaltyPoints ?? 1500} points
          </Text>
        </Flex>
      </Table.RowHeaderCell>
      <Table.Cell>
        <Flex gap="1" wrap="wrap">
          {featured && <Badge color="amber">Featured</Badge>}
          {active ? <Badge color="green">Active</Badge> : <Badge color="gray">Inactive</Badge>}
        </Flex>
      </Table.Cell>
      <Table.Cell>{festival.location || 'No location'}</Table.Cell>
      <Table.Cell>{formatDayRange(festival.startDate, festival.endDate)}</Table.Cell>
      <Table.Cell justify="end">
        <DropdownMenu.Root>
          <DropdownMenu.Trigger>
            <IconButton variant="ghost" color="gray" aria-label={`Actions for ${title}`}>
              <MoreIcon />
            </IconButton>
          </DropdownMenu.Trigger>
          <DropdownMenu.Content align="end">
            <DropdownMenu.Item onSelect={onEdit}>Edit Festival</DropdownMenu.Item>
            <DropdownMenu.Item>View Details</DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Root>
      </Table.Cell>
    </Table.Row>
  );
}
