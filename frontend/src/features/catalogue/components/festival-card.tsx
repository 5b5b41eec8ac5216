import { Badge, Box, Button, Card, Flex, Heading, Inset, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { ImageDisplay } from '../../../components/ui/image-display';
import { appPaths } from '../../../config/paths';
import { formatDateRange } from '../format';
import { festivalRouteId, festivalTitle, type FestivalListItem } from '../types';

/** What the package holds, as the list tells it (no read per card). */
function PackageCounts({ festival }: { festival: FestivalListItem }) {
  return (
    <Flex direction="column" gap="1">
      <Text size="2" color="gray">{`${festival.hotelCount} hotel(s) available`}</Text>
      <Text size="2" color="gray">{`${festival.tournamentCount} tournament(s) included`}</Text>
    </Flex>
  );
}

/** How wide a card's picture is shown: a third of the page's container from lg (1280 px), half from sm, else the screen. */
const FESTIVAL_CARD_SIZES = '(min-width: 1280px) 380px, (min-width: 768px) 50vw, 100vw';

/** One festival in the home grid: picture, title, place, dates, package contents, price and points. */
export function FestivalCard({ festival }: { festival: FestivalListItem }) {
  const title = festivalTitle(festival);
  const routeId = festivalRouteId(festival);
  return (
    <Card className="festival-card" asChild>
      <article aria-label={title}>
        <Flex direction="column" gap="2" height="100%">
          <Inset side="top" clip="padding-box" className="festival-card-image">
            <ImageDisplay src={festival.imageUrl} alt={title} sizes={FESTIVAL_CARD_SIZES} />
            {festival.featured === true && (
              <Badge className="festival-card-badge" color="amber" variant="solid" highContrast>
                Featured
              </Badge>
            )}
          </Inset>
          <Heading as="h3" size="4" mt="1">
            {title}
          </Heading>
          <Text size="2" color="gray">
            {festival.location || 'TBA'}
          </Text>
          <Text size="2">{formatDateRange(festival.startDate, festival.endDate)}</Text>
          <Text size="2">Casino: {festival.casinoName ?? 'Unknown'}</Text>
          <PackageCounts festival={festival} />
          <Box flexGrow="1" />
          <Flex justify="between" align="end" gap="2" wrap="wrap">
            <Text size="2">
              From{' '}
              <Text weight="bold" size="4">
                {festival.startingPrice} {festival.startingPriceCurrency}
              </Text>
            </Text>
            <Text size="2" color="jade" weight="medium">
              Earn up to {festival.maxLoyaltyPoints} points
            </Text>
          </Flex>
          <Button asChild size="3">
            <Link to={appPaths.festival.to(routeId)} aria-label={`Book Now: ${title}`}>
              Book Now
            </Link>
          </Button>
        </Flex>
      </article>
    </Card>
  );
}
