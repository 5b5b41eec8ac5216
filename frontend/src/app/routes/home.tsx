import type { QueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '../../features/account/api/get-current-user';
import { EmailVerificationBanner } from '../../features/account/components/email-verification-banner';
import { useEmailVerifiedNotice } from '../../features/account/email-verified-notice';
import { productsQueryOptions } from '../../features/catalogue/api/get-products';
import { FeaturedFestivals } from '../../features/catalogue/components/featured-festivals';
import { HeroCarousel, preloadFeaturedCarousel } from '../../features/catalogue/components/hero-carousel';
import { HomeHero } from '../../features/catalogue/components/home-hero';

/**
 * How long a first visit's first render waits for the festival list (the first HTML's shell shows
 * meanwhile); a slower list renders the page with its skeletons, as before.
 */
export const HOME_LIST_WAIT_MS = 1_000;

/**
 * What the home page's first render needs here first: the slides' code and the festival list (read
 * from the first HTML on). With both, the slide, the page's largest paint, is in that first render;
 * without the list, one more render of the whole page (~70 ms here) came before it.
 */
export function preloadHome(queryClient: QueryClient): Promise<unknown> {
  const list = queryClient.prefetchQuery(productsQueryOptions);
  const listOrTimeout = Promise.race([list, new Promise((resolve) => setTimeout(resolve, HOME_LIST_WAIT_MS))]);
  return Promise.all([preloadFeaturedCarousel(), listOrTimeout]);
}

export function HomeRoute() {
  const { user, isLoading } = useCurrentUser();
  useEmailVerifiedNotice();
  return (
    <>
      <EmailVerificationBanner />
      <HomeHero showJoin={!isLoading && !user} />
      <HeroCarousel />
      <FeaturedFestivals />
    </>
  );
}
