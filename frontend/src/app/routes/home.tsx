import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useCurrentUser } from '../../features/account/api/get-current-user';
import { FeaturedFestivals } from '../../features/catalogue/components/featured-festivals';
import { HomeHero } from '../../features/catalogue/components/home-hero';

export function HomeRoute() {
  const { user, isLoading } = useCurrentUser();
  const { hash, key } = useLocation();

  // "/#festivals" (header, bottom bar, direct loads) jumps to the festival grid.
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, key]);

  return (
    <>
      <HomeHero showJoin={!isLoading && !user} />
      <FeaturedFestivals />
    </>
  );
}
