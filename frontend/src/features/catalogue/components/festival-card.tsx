import { Badge, Box, Button, Card, Flex, Heading, Inset, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { appPaths } from '../../../config/paths';
import { festivalRouteId, festivalTitle, type Festival } from '../types';
import { FestivalImage } from './festival-image';

function dateRange(festival: Festival): string | null {
  if (!festival.startDate) return null;
  return festival.endDate && festival.endDate !== festival.startDate
    ? `${festival.startDate} – ${festival.endDate}`
    : festival.startDate;
}

/** One festival in the home grid: picture, title, place, dates and the way to its page. */
export function FestivalCard({ festival }: { festival: Festival }) {
  const title = festivalTitle(festival);
  const dates = dateRange(festival);
  return (
    <Card className="festival-card" asChild>
      <article>
        <Flex direction="column" gap="3" height="100%">
          <Inset side="top" clip="padding-box" className="festival-card-image">
            <FestivalImage src={festival.imageUrl} alt={title} />
            {festival.featured === true && (
              <Badge className="festival-card-badge" color="amber" variant="solid">
                Featured
              </Badge>
            )}
          </Inset>
          <Heading as="h3" size="4">
            {title}
          </Heading>
          <Text size="2" color="gray">
            {festival.location || 'TBA'}
          </Text>
          {dates && <Text size="2">{dates}</Text>}
          <Box flexGrow="1" />
          <Button asChild>
            <Link to={appPaths.festival.to(festivalRouteId(festival))}>Book Now</Link>
          </Button>
        </Flex>
      </article>
    </Card>
  );
}
