import { Badge, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { useEffect, useState, type ComponentType } from 'react';
import { useProducts } from '../api/get-products';
import { isListed, type Festival } from '../types';

// The slides and their state machine (xstate) are a chunk of their own, fetched while the festival
// list is still on its way (the first HTML's head starts it: app/first-load): they cannot show
// before it arrives, and the first page stays light. Not React.lazy: a Suspense boundary that has
// shown its fallback reveals its content at the earliest 300 ms later (React throttles reveals),
// which made the slide, the home page's largest paint, come a third of a second after its code.
type Carousel = ComponentType<{ slides: Festival[] }>;
let loadedCarousel: Carousel | undefined;
const loadFeaturedCarousel = () =>
  import('./featured-carousel').then((module) => {
    loadedCarousel = module.default;
    return module.default;
  });

/**
 * Fetches the slides' code ahead of the home page's first render (app/router), so the slide, the
 * page's largest paint, is in that render rather than one effect and one more render later.
 */
export const preloadFeaturedCarousel = (): Promise<unknown> => loadFeaturedCarousel().catch(() => undefined);

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
  const [carousel, setCarousel] = useState<{ Slides: Carousel } | null>(() => (loadedCarousel ? { Slides: loadedCarousel } : null));
  useEffect(() => {
    if (carousel) return;
    let mounted = true;
    // a chunk that cannot load leaves the skeleton, as every other screen's code would fail too
    loadFeaturedCarousel().then(
      (Slides) => mounted && setCarousel({ Slides }),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [carousel]);
  if (products.isPending) return <CarouselSkeleton />;
  const slides = (products.data ?? []).filter((festival) => isListed(festival) && festival.featured === true);
  if (slides.length === 0) return <ComingSoonPanel />;
  return carousel ? <carousel.Slides slides={slides} /> : <CarouselSkeleton />;
}
