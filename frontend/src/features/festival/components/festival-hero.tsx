import { Container, Flex, Heading, Text } from '@radix-ui/themes';
import { ImageDisplay } from '../../../components/ui/image-display';
import { assetPaths } from '../../../config/paths';
import { formatDateRange } from '../../catalogue';
import { festivalTitle, type Festival } from '../../catalogue';
import { BookingProgress } from '../../booking';
import { fromPriceText } from '../booking-bar-figures';

function hasImage(path: string | null | undefined): boolean {
  return Boolean(path && path.trim() && path !== 'null' && path !== '/null');
}

/** The festival's picture, name, place and dates, its starting price, and the booking progress. */
export function FestivalHero({ festival }: { festival: Festival }) {
  const title = festivalTitle(festival);
  return (
    <header className="festival-hero">
      <div className="festival-hero-image">
        {hasImage(festival.imageUrl) ? (
          <ImageDisplay src={festival.imageUrl} alt={title} fallbackSrc={assetPaths.defaultFestivalImage} loading="eager" />
        ) : (
          <Flex align="center" justify="center" height="100%">
            <Text color="gray">No image available</Text>
          </Flex>
        )}
      </div>
      <Container size="4" px="4">
        <Flex direction="column" gap="2" py="5">
          <Heading as="h1" size={{ initial: '7', md: '8' }}>
            {title}
          </Heading>
          <Text size="3" color="gray">
            {festival.location || 'TBA'} · {formatDateRange(festival.startDate, festival.endDate)}
          </Text>
          <Text size="4" weight="bold" className="festival-hero-price">
            {fromPriceText(festival)}
          </Text>
          <BookingProgress current={0} />
        </Flex>
      </Container>
    </header>
  );
}
