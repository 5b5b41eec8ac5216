import { Badge, Button, Container, Flex, Heading, IconButton, Text } from '@radix-ui/themes';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, type PointerEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { ImageDisplay } from '../../../components/ui/image-display';
import { appPaths } from '../../../config/paths';
import { swipeDirection, type TouchPoint } from '../carousel-swipe';
import { formatDateRange } from '../format';
import { carouselMachine } from '../machines/carousel.machine';
import { festivalRouteId, festivalTitle, type Festival } from '../types';

function Slide({ festival, position, total }: { festival: Festival; position: number; total: number }) {
  // the first slide's picture is the home page's largest paint: fetched ahead of the cards' pictures
  const title = festivalTitle(festival);
  return (
    <div role="group" aria-roledescription="slide" aria-label={`${position} of ${total}: ${title}`} className="hero-slide">
      <ImageDisplay
        src={festival.imageUrl}
        alt=""
        className="hero-slide-image"
        loading="eager"
        priority={position === 1}
      />
      <div className="hero-slide-overlay">
        <Container size="3" px="4">
          <Flex direction="column" gap="2" align="start">
            <Badge color="amber" variant="solid" highContrast>
              Featured
            </Badge>
            <Heading as="h2" size={{ initial: '6', md: '8' }}>
              {title}
            </Heading>
            <Text size="3">
              {festival.location || 'TBA'} · {formatDateRange(festival.startDate, festival.endDate)}
            </Text>
            <Button asChild size="3" mt="2">
              <Link to={appPaths.festival.to(festivalRouteId(festival))}>View Festival</Link>
            </Button>
          </Flex>
        </Container>
      </div>
    </div>
  );
}

/** The round button on either side of the slide (catalogue.css places it by its side). */
function CarouselArrow({ side, label, onClick, children }: { side: 'previous' | 'next'; label: string; onClick: () => void; children: ReactNode }) {
  return (
    <IconButton className={`hero-carousel-arrow hero-carousel-${side}`} size="3" radius="full" variant="solid" highContrast aria-label={label} onClick={onClick}>
      {children}
    </IconButton>
  );
}

/** The featured festivals, one slide at a time, driven by the carousel machine. */
export default function FeaturedCarousel({ slides }: { slides: Festival[] }) {
  const [snapshot, send] = useMachine(carouselMachine, { input: { slideCount: slides.length } });
  const { index, slideCount } = snapshot.context;
  useEffect(() => {
    if (slideCount !== slides.length) send({ type: 'SLIDES_CHANGED', slideCount: slides.length });
  }, [send, slideCount, slides.length]);
  const current = slides[Math.min(index, slides.length - 1)];
  const rotating = snapshot.matches('rotating');
  // a finger's stroke across the slide turns it, as the arrows do (a mouse keeps its clicks and text selection)
  const strokeStart = useRef<(TouchPoint & { pointerId: number }) | null>(null);
  const startStroke = (event: PointerEvent) => {
    strokeStart.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
  };
  const endStroke = (event: PointerEvent) => {
    const start = strokeStart.current;
    strokeStart.current = null;
    if (!start || start.pointerId !== event.pointerId || slides.length < 2) return;
    const direction = swipeDirection(start, { x: event.clientX, y: event.clientY });
    if (direction) send({ type: direction === 'next' ? 'NEXT' : 'PREVIOUS' });
  };

  return (
    <section className="hero-carousel" aria-roledescription="carousel" aria-label="Featured festivals">
      <div
        aria-live={rotating ? 'off' : 'polite'}
        className="hero-carousel-viewport"
        onPointerDown={startStroke}
        onPointerUp={endStroke}
        onPointerCancel={() => {
          strokeStart.current = null;
        }}
      >
        {current && <Slide key={current.id} festival={current} position={index + 1} total={slides.length} />}
      </div>
      {slides.length > 1 && (
        <>
          <CarouselArrow side="previous" label="Previous slide" onClick={() => send({ type: 'PREVIOUS' })}>
            <ChevronLeftIcon />
          </CarouselArrow>
          <CarouselArrow side="next" label="Next slide" onClick={() => send({ type: 'NEXT' })}>
            <ChevronRightIcon />
          </CarouselArrow>
          <div className="hero-carousel-dots">
            {slides.map((festival, i) => (
              <button
                key={festival.id}
                type="button"
                className="hero-carousel-dot"
                aria-label={`Go to slide ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => send({ type: 'GO_TO', index: i })}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

