import { useCurrentUser } from '../../features/account/api/get-current-user';
import { FeaturedFestivals } from '../../features/catalogue/components/featured-festivals';
import { HomeHero } from '../../features/catalogue/components/home-hero';

export function HomeRoute() {
  const { user, isLoading } = useCurrentUser();
  return (
    <>
      <HomeHero showJoin={!isLoading && !user} />
      <FeaturedFestivals />
    </>
  );
}
