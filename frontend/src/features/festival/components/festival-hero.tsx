import { Container, Flex, Heading, Text } from '@radix-ui/themes';
import { ImageDisplay } from '../../../components/ui/image-display';
import { formatDateRange } from '../../catalogue';
import { festivalTitle, type Festival } from '../../catalogue';
import { BookingProgress } from '../../booking';
import { fromPriceText } from '../booking-bar-figures';

/** The festival's picture, name, place and dates, its starting price, and the booking progress. */
export function FestivalHero({ festival }: { festival: Festival }) {
  const title = festivalTitle(festival);
  return (
    <header className="festival-hero">
      <div className="festival-hero-image">
        {/* no picture, or one that fails to load: the fallback every picture has ('No image available') */}
        <ImageDisplay src={festival.imageUrl} alt={title} priority />
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
