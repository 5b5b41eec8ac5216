import FestivalPage from '../../features/festival/components/festival-page';
import { pageRoute } from './page-route';

// This route module is already its own chunk (router.tsx): the page comes in it, not one round trip later.

export const FestivalRoute = pageRoute(FestivalPage, 'Loading festival');
