import { Badge, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { lazy, Suspense, useEffect } from 'react';
import { useProducts } from '../api/get-products';
import { isListed } from '../types';

// The slides and their state machine (xstate) are a chunk of their own, fetched while the festival
// list is still on its way: they cannot show before it arrives, and the first page stays light.
const loadFeaturedCarousel = () => import('./featured-carousel');
const FeaturedCarousel = lazy(loadFeaturedCarousel);

function CarouselSkeleton() {
  return (
    <Skeleton>
      <section className="hero-carousel" aria-label="Loading featured festivals" />
    </Skeleton>
  );
}

function ComingSoonPanel() {
  return (
    <section className="hero-carousel hero-carousel-coming-soon" aria-labelledby="coming-soon-title">
      <Flex direction="column" align="center" justify="center" gap="3" height="100%" px="4">
        <Badge size="3" color="amber" variant="solid" highContrast>
          COMING SOON
        </Badge>
        <Heading as="h2" size="7" id="coming-soon-title" align="center">
          Upcoming Poker Festivals
        </Heading>
        <Text as="p" align="center" className="hero-carousel-muted">
          New festivals are announced regularly. Check back soon for the next stops of the tour.
        </Text>
      </Flex>
    </section>
  );
}

/** The rotating carousel of featured festivals, or a 'COMING SOON' panel when none is featured. */
export function HeroCarousel() {
  const products = useProducts();
  useEffect(() => void loadFeaturedCarousel(), []);
  if (products.isPending) return <CarouselSkeleton />;
  const slides = (products.data ?? []).filter((festival) => isListed(festival) && festival.featured === true);
  return slides.length === 0 ? <ComingSoonPanel /> : (
    <Suspense fallback={<CarouselSkeleton />}>
      <FeaturedCarousel slides={slides} />
    </Suspense>
  );
}
