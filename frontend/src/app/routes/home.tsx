import { useCurrentUser } from '../../features/account/api/get-current-user';
import { EmailVerificationBanner } from '../../features/account/components/email-verification-banner';
import { useEmailVerifiedNotice } from '../../features/account/email-verified-notice';
import { FeaturedFestivals } from '../../features/catalogue/components/featured-festivals';
import { HeroCarousel } from '../../features/catalogue/components/hero-carousel';
import { HomeHero } from '../../features/catalogue/components/home-hero';

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
